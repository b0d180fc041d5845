import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import {
  artifacts,
  buyerAndClerk,
  eventOf,
  logInToConsole,
  orderOneStone,
  type ReceivedDelivery,
  seriousViolations,
  signedWith,
  startWebhookReceiver,
  step,
  stillness,
  tokenOf,
  atRest,
} from './harness';

// The wholesaler's own webhooks, in the back office: the admin adds an endpoint for their ERP
// (a receiver this test runs on 127.0.0.1, allowed by WEBHOOK_ALLOW_PRIVATE). A buyer's order,
// placed through the API, reaches it signed with the secret the console showed; the delivery
// log shows it delivered, and "Send again" sends it once more under the same webhook-id.
let people: Awaited<ReturnType<typeof buyerAndClerk>>;
let admin: Page;
let buyerToken = '';
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let receiverUrl = '';
let received: ReceivedDelivery[] = [];

beforeAll(async () => {
  receiver = await startWebhookReceiver('/erp/facet');
  ({ url: receiverUrl, received } = receiver);
  people = await buyerAndClerk({ WEBHOOK_ALLOW_PRIVATE: '1' });
  admin = people.clerk;
  buyerToken = await tokenOf(people.stack.baseUrl, 'buyer');
});
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') await people.screenshots(`console-webhooks-failed-${task.name}`); // prettier-ignore
});
afterAll(async () => {
  await receiver.close();
  expect(await people.close()).toEqual({ problems: [], exitCode: 0 });
});

/** The page at rest (a drawer or dialog opened, messages gone), as a clerk would read it. */
async function shot(page: Page, name: string) {
  await page.mouse.move(0, 0);
  await stillness(page, '.ant-message-notice');
  await page.screenshot({ path: path.join(artifacts, `console-webhooks-${name}.png`) });
}

test('the admin adds the wholesaler’s endpoint; a buyer’s order reaches it, signed', async () => {
  let secret = '';

  await step('the admin opens Webhooks and finds none', async () => {
    await logInToConsole(admin, 'admin');
    await admin.getByRole('menuitem', { name: 'Webhooks' }).click();
    await admin.getByText('No endpoints yet.', { exact: false }).waitFor();
    expect(await seriousViolations(admin)).toEqual([]);
  });

  await step(
    'the form says what is missing, then adds the endpoint and shows its secret',
    async () => {
      await admin.getByRole('button', { name: 'Add endpoint' }).click();
      const form = await atRest(admin.getByRole('dialog', { name: 'Add endpoint' }));
      await form.getByRole('button', { name: 'Add endpoint' }).click();
      await form.getByText('Choose at least one event to send').waitFor();
      await form.getByLabel('Address').fill('erp.example.com');
      await form.getByRole('checkbox', { name: /^order\.status_changed/ }).check();
      await form.getByRole('checkbox', { name: /^stone\.sold/ }).check();
      await form.getByRole('button', { name: 'Add endpoint' }).click();
      await form.getByText('Enter an address starting with https://').waitFor();
      await shot(admin, 'form-errors');
      await form.getByLabel('Address').fill(receiverUrl);
      await form.getByRole('button', { name: 'Add endpoint' }).click();

      const shown = await atRest(admin.getByRole('dialog', { name: 'Endpoint added' }));
      secret = ((await shown.locator('code').textContent()) ?? '').trim();
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
      await shot(admin, 'secret');
      await shown.getByRole('button', { name: 'Done' }).click();
      const row = admin.getByRole('row', { name: new RegExp(receiverUrl) });
      await row.getByText('On', { exact: true }).waitFor();
      await row.getByText('Nothing sent yet').waitFor();
    },
  );

  await step(
    'a buyer’s order reaches it: the order’s move and the stone sold, signed',
    async () => {
      await orderOneStone(people.stack.baseUrl, buyerToken);
      await expect
        .poll(() => received.map(eventOf).sort(), { timeout: 10_000 })
        .toEqual(['order.status_changed', 'stone.sold']);
      for (const delivery of received)
        expect(signedWith(secret, delivery), delivery.body).toBe(true);
    },
  );

  await step('the list and the delivery log show both delivered with 200', async () => {
    await admin.getByRole('button', { name: 'Refresh endpoints' }).click();
    const row = admin.getByRole('row', { name: new RegExp(receiverUrl) });
    await row.getByText('Delivered').waitFor();
    await row.getByText('HTTP 200').waitFor();
    await shot(admin, 'list');
    expect(await seriousViolations(admin)).toEqual([]);
    await row.getByRole('button', { name: `Deliveries to ${receiverUrl}` }).click();
    const log = await atRest(admin.getByRole('dialog', { name: `Deliveries to ${receiverUrl}` }));
    for (const event of ['order.status_changed', 'stone.sold']) {
      const line = log.getByRole('row', { name: new RegExp(event.replace('.', '\\.')) });
      await line.getByText('Delivered').waitFor();
      await line.getByText('HTTP 200 · 1 attempt').waitFor();
    }
    await shot(admin, 'log');
  });

  await step('"Send again" delivers one again under the same webhook-id', async () => {
    const log = await atRest(admin.getByRole('dialog', { name: `Deliveries to ${receiverUrl}` }));
    const first = received.find((delivery) => eventOf(delivery) === 'stone.sold')!;
    await log.getByRole('row', { name: /stone\.sold/ }).getByRole('button', { name: 'Send again' }).click(); // prettier-ignore
    await admin.getByText('Sent again').waitFor();
    await expect
      .poll(
        () =>
          received.filter((d) => d.headers['webhook-id'] === first.headers['webhook-id']).length,
        { timeout: 10_000 },
      ) // prettier-ignore
      .toBe(2);
    expect(signedWith(secret, received.at(-1)!)).toBe(true);
  });
});
