// Web push in the installed shop's service worker (vite.config.ts imports this file into the
// generated worker; docs/integrations.md#push). A message is the server's PushMessage, already
// decrypted by the browser: { Topic, Title, Body, Path, Tag }. Sound and vibration follow this
// device's Settings, which the shop keeps in the cache below for the worker to read.

const SETTINGS_CACHE = 'facet-push';
const SETTINGS_URL = '/push-settings.json';

/** This device's notification settings, as the Settings page last saved them. */
async function deviceSettings() {
  const saved = await (await caches.open(SETTINGS_CACHE)).match(SETTINGS_URL);
  const settings = saved ? await saved.json() : {};
  return { sound: settings.sound !== false, vibration: settings.vibration !== false };
}

async function show(message) {
  const { sound, vibration } = await deviceSettings();
  await self.registration.showNotification(message.Title, {
    body: message.Body,
    tag: message.Tag,
    renotify: true,
    silent: !sound,
    vibrate: vibration ? [120, 60, 120] : [],
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    data: { path: message.Path },
  });
}

self.addEventListener('push', (event) => {
  let message;
  try {
    message = event.data.json();
  } catch {
    return;
  }
  if (typeof message?.Title !== 'string') return;
  event.waitUntil(show(message));
});

/**
 * Opens the page a notification is about: the shop's window, if one is open, goes there (a
 * change of its hash: its router follows, nothing reloads); otherwise a new window opens.
 */
async function openPage(path) {
  const url = new URL(`/#${path}`, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window' });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (!open) return self.clients.openWindow(url);
  const opened = await open.navigate(url);
  // Bringing the window forward needs the tap's permission; without it the page still goes.
  return (opened ?? open).focus().catch(() => opened);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const opening = openPage(event.notification.data?.path ?? '/pages/index/index');
  // A click the browser made can keep the worker alive until the page is open.
  if (event.isTrusted) event.waitUntil(opening);
});
