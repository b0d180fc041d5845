import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import type { CDPSession, Page } from 'playwright-core';
import {
  artifacts,
  buyerAndClerk,
  callApi,
  logInAsDemoBuyer,
  logInToConsole,
  orderOneStone,
  seriousViolations,
  step,
  stillness,
  tokenOf,
  atRest,
} from './harness';

// Web push on a phone. Headless Chromium reaches no real push service, so the phone's
// subscription names one this test runs on 127.0.0.1 (allowed by WEBHOOK_ALLOW_PRIVATE), with
// keys the test holds: the page's PushManager answers with it. The server encrypts each message
// to those keys; the test decrypts what arrives with an independent library and hands the
// plaintext to the phone's service worker as a push service would, through the DevTools
// protocol (ServiceWorker.deliverPushMessage). The worker shows the notification; a tap on it
// opens the order.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt: (body: Buffer, params: { version: 'aes128gcm'; privateKey: ReturnType<typeof createECDH>; authSecret: string }) => Buffer; // prettier-ignore
};

let people: Awaited<ReturnType<typeof buyerAndClerk>>;
let buyer: Page;
let clerk: Page;
let buyerToken = '';
let pushService: Server;
let endpoint = '';
const arrived: Buffer[] = [];
const device = createECDH('prime256v1');
device.generateKeys();
const auth = randomBytes(16).toString('base64url');

beforeAll(async () => {
  pushService = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      arrived.push(Buffer.concat(chunks));
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(pushService.address() as { port: number }).port}/push/phone-1`;

  people = await buyerAndClerk({ WEBHOOK_ALLOW_PRIVATE: '1' });
  ({ buyer, clerk } = people);
  // The phone's push subscription: its endpoint and keys, kept across reloads as a browser would.
  await buyer.addInitScript(
    ([endpoint, p256dh, auth]) => {
      const subscription = (applicationServerKey: ArrayBuffer) => ({
        endpoint,
        options: { applicationServerKey, userVisibleOnly: true },
        toJSON: () => ({ endpoint, keys: { p256dh, auth } }),
        unsubscribe: async () => {
          localStorage.removeItem('test.push');
          return true;
        },
      });
      const saved = () => localStorage.getItem('test.push');
      PushManager.prototype.getSubscription = async function () {
        const key = saved();
        return (key ? subscription(Uint8Array.from(atob(key), (c) => c.charCodeAt(0)).buffer) : null) as PushSubscription | null; // prettier-ignore
      };
      PushManager.prototype.subscribe = async function (options) {
        const key = new Uint8Array(options!.applicationServerKey as ArrayBuffer);
        localStorage.setItem('test.push', btoa(String.fromCharCode(...key)));
        return subscription(key.buffer) as unknown as PushSubscription;
      };
    },
    [endpoint, device.getPublicKey().toString('base64url'), auth] as const,
  );
  buyerToken = await tokenOf(people.stack.baseUrl, 'buyer');
});
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') await people.screenshots(`push-failed-${task.name}`);
});
afterAll(async () => {
  await new Promise((resolve) => pushService.close(resolve));
  expect(await people.close()).toEqual({ problems: [], exitCode: 0 });
});

async function shot(page: Page, name: string) {
  await stillness(page, '.adm-toast-mask');
  await page.screenshot({ path: path.join(artifacts, `shop-push-${name}.png`) });
}

/** The notifications the phone's service worker shows. */
const shown = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      path: (n.data as { path?: string } | null)?.path,
    })),
  );

/** The service worker's registration id, as the DevTools protocol names it. */
async function registrationOf(cdp: CDPSession, origin: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL.startsWith(origin) && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

test('a buyer turns on notifications, a clerk confirms the order, a tap opens it', async () => {
  let order = { OrderId: 0, OrderNo: '' };
  let message = '';

  await step('the order’s page offers to tell this phone as the order moves', async () => {
    order = await orderOneStone(people.stack.baseUrl, buyerToken);

    await logInAsDemoBuyer(buyer);
    // The installed shop: its service worker controls the page.
    await buyer.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await buyer.reload();
    await expect.poll(() => buyer.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true); // prettier-ignore
    // Home drawn first: an address changed while the app still starts can be taken back by it.
    await buyer.locator('.app-tab-bar').waitFor();
    await buyer.goto(`/#/pages/order/details?id=${order.OrderId}`);
    const offer = buyer.getByRole('region', { name: 'Know the moment it moves' });
    await offer.getByText('Get a notification on this phone when customer service confirms').waitFor(); // prettier-ignore
    await shot(buyer, 'offer');
    expect(await seriousViolations(buyer)).toEqual([]);
  });

  await step('"Turn on": the browser allows it, the phone is subscribed', async () => {
    await buyer.context().grantPermissions(['notifications']);
    await buyer.getByRole('button', { name: 'Turn on' }).click();
    await buyer.getByText('Notifications are on for this phone').waitFor();
    await expect.poll(() => buyer.getByRole('region', { name: 'Know the moment it moves' }).count()).toBe(0); // prettier-ignore
  });

  await step('the clerk confirms the order in the back office', async () => {
    await logInToConsole(clerk, 'clerk');
    await clerk.getByRole('menuitem', { name: 'Orders' }).click();
    await clerk.getByRole('link', { name: order.OrderNo }).click();
    await clerk.getByRole('heading', { name: `Order ${order.OrderNo}` }).waitFor();
    await clerk.getByRole('button', { name: 'Confirm', exact: true }).click();
    const dialog = await atRest(clerk.getByRole('dialog'));
    await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  await step('the push service receives it, readable only with the phone’s keys', async () => {
    await expect.poll(() => arrived.length, { timeout: 10_000 }).toBeGreaterThan(0);
    message = ece.decrypt(arrived.at(-1)!, { version: 'aes128gcm', privateKey: device, authSecret: auth }).toString(); // prettier-ignore
    expect(JSON.parse(message)).toMatchObject({
      Topic: 'order.status_changed',
      Title: expect.stringContaining(order.OrderNo),
      Path: `/pages/order/details?id=${order.OrderId}`,
    });
  });

  await step('delivered to the phone, its service worker shows the notification', async () => {
    await buyer.goto('/#/pages/index/index');
    await buyer.locator('.app-tab-bar').waitFor();
    const cdp = await buyer.context().newCDPSession(buyer);
    const registrationId = await registrationOf(cdp, people.stack.baseUrl);
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: people.stack.baseUrl, registrationId, data: message }); // prettier-ignore
    // The worker wakes and shows it: seconds, on a machine busy with the whole suite.
    await expect
      .poll(() => shown(buyer), { timeout: 15_000 })
      .toEqual([
        {
          title: expect.stringContaining(order.OrderNo),
          body: expect.stringMatching(/\S/),
          tag: `order-${order.OrderId}`,
          path: `/pages/order/details?id=${order.OrderId}`,
        },
      ]);
    await cdp.detach();
  });

  await step('a tap on it opens the order', async () => {
    const [worker] = buyer.context().serviceWorkers();
    // The tap as the browser reports it: a notificationclick for the notification shown.
    await worker!.evaluate(async () => {
      type Scope = { registration: ServiceWorkerRegistration; dispatchEvent: (event: Event) => boolean; NotificationEvent: new (type: string, init: { notification: Notification }) => Event }; // prettier-ignore
      const scope = self as unknown as Scope;
      const [notification] = await scope.registration.getNotifications();
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: notification! })); // prettier-ignore
    });
    await buyer.waitForURL(new RegExp(`#/pages/order/details\\?id=${order.OrderId}$`));
    await buyer.getByText(order.OrderNo).first().waitFor();
    await expect.poll(() => shown(buyer)).toEqual([]);
    await shot(buyer, 'opened');
  });

  await step(
    'Settings: a switch per topic for this phone; off, the phone is forgotten',
    async () => {
      await buyer.goto('/#/pages/myAccount/settings');
      const topics = buyer.getByRole('switch', { name: 'Replies from customer service' });
      await topics.waitFor();
      expect(await buyer.getByRole('switch', { name: 'My orders' }).isChecked()).toBe(true);
      await shot(buyer, 'settings');
      expect(await seriousViolations(buyer)).toEqual([]);

      await buyer.getByRole('switch', { name: 'Message notification' }).click();
      await expect.poll(() => buyer.getByRole('switch', { name: 'My orders' }).count()).toBe(0);
      await expect.poll(() => buyer.evaluate(() => localStorage.getItem('test.push'))).toBeNull();
      const before = arrived.length;
      const again = await orderOneStone(people.stack.baseUrl, buyerToken, 4);
      const clerkToken = await tokenOf(people.stack.baseUrl, 'clerk');
      await callApi(people.stack.baseUrl, clerkToken, '/api/Admin/Orders/Confirm', { OrderId: again.OrderId }); // prettier-ignore
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(arrived.length).toBe(before);
    },
  );
});
