import { PUSH_TOPICS, type PushTopic } from '@facet/contract';
import { SHOP_STORAGE_PREFIX } from '../../shared/transport/local-cache';
import { calls } from '../../shared/transport/http';

/**
 * This phone's web push (docs/integrations.md#push): whether it may be told, what of, and the
 * subscription the server sends to. The browser keeps the subscription; the server keeps its
 * topics; this device keeps which topics its Settings leave on and whether the buyer said
 * "Not now" to the offer to turn notifications on.
 */
export type PushState = 'unsupported' | 'blocked' | 'off' | 'on';

const DEVICE_KEY = `${SHOP_STORAGE_PREFIX}push`;
/** Where the service worker reads sound and vibration (public/push-worker.js). */
const SETTINGS_CACHE = 'facet-push';
const SETTINGS_URL = '/push-settings.json';

type DeviceChoices = { topics: PushTopic[]; notNow: boolean };

export function deviceChoices(): DeviceChoices {
  try {
    const saved = JSON.parse(localStorage.getItem(DEVICE_KEY) ?? '{}') as Partial<DeviceChoices>;
    const topics = Array.isArray(saved.topics)
      ? PUSH_TOPICS.filter((topic) => saved.topics!.includes(topic))
      : [...PUSH_TOPICS];
    return { topics, notNow: saved.notNow === true };
  } catch {
    return { topics: [...PUSH_TOPICS], notNow: false };
  }
}

function saveChoices(change: Partial<DeviceChoices>) {
  localStorage.setItem(DEVICE_KEY, JSON.stringify({ ...deviceChoices(), ...change }));
}

export const pushSupported = () =>
  'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

const subscription = async () =>
  (await navigator.serviceWorker.getRegistration())?.pushManager.getSubscription() ?? null;

/**
 * This phone's push state as far as it is known at once: all but a granted permission's, which
 * the subscription decides (`pushState`). A page draws its offer with its first paint, not a
 * frame later, where it would push what is under it down.
 */
export function pushStateNow(): PushState | null {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission !== 'granted') return 'off';
  return null;
}

export async function pushState(): Promise<PushState> {
  return pushStateNow() ?? ((await subscription()) ? 'on' : 'off');
}

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const bytesOf = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

/** Tells the server what this subscription is to be sent. */
async function register(device: PushSubscription, topics: PushTopic[]) {
  const { endpoint, keys } = device.toJSON();
  await calls.post('Push/Subscribe', {
    Endpoint: endpoint!,
    Keys: { p256dh: keys!.p256dh!, auth: keys!.auth! },
    Topics: topics,
  });
}

/**
 * Asks the browser's permission (the buyer has just tapped), subscribes this device with the
 * server's key and tells the server its topics. A subscription made for another key (the
 * server's key changed) is made anew: the push service would refuse it.
 */
export async function turnPushOn(): Promise<PushState> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'blocked' : 'off';
  const { PublicKey } = await calls.get('Push/Key');
  const registration = await navigator.serviceWorker.ready;
  let device = await registration.pushManager.getSubscription();
  const key = device?.options.applicationServerKey;
  if (device && (!key || base64url(key) !== PublicKey)) {
    await device.unsubscribe();
    device = null;
  }
  device ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: bytesOf(PublicKey),
  });
  await register(device, deviceChoices().topics);
  return 'on';
}

/** This device is told nothing more: the server forgets it, and so does the browser. */
export async function turnPushOff() {
  const device = pushSupported() ? await subscription() : null;
  if (!device) return;
  await calls.post('Push/Unsubscribe', { Endpoint: device.endpoint }, { quiet: true }).catch(() => undefined); // prettier-ignore
  await device.unsubscribe();
}

/** The topics this device is to be told of, sent to the server when it is subscribed. */
export async function setPushTopics(topics: PushTopic[]) {
  saveChoices({ topics });
  const device = await subscription();
  if (device) await register(device, topics);
}

export const sayNotNow = () => saveChoices({ notNow: true });

/** Sound and vibration, for the service worker to follow when it shows a message. */
export async function saveDeviceSettings(settings: { sound: boolean; vibration: boolean }) {
  if (!('caches' in window)) return;
  const cache = await caches.open(SETTINGS_CACHE);
  await cache.put(SETTINGS_URL, new Response(JSON.stringify(settings)));
}
