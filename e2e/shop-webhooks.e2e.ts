import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import {
  artifacts,
  buyerAndClerk,
  eventOf,
  logInAsDemoBuyer,
  orderOneStone,
  type ReceivedDelivery,
  seriousViolations,
  signedWith,
  startWebhookReceiver,
  step,
  stillness,
  tokenOf,
} from './harness';

// Webhooks on a phone: the demo buyer adds an endpoint (a receiver this test runs on
// 127.0.0.1, allowed by WEBHOOK_ALLOW_PRIVATE) for order.status_changed and stone.sold and
// copies its signing secret from the page. An order placed through the API sends both events;
// each arrives signed with that secret. The delivery log shows them delivered with 200, and
// "Send again" sends one again under the same webhook-id.
let people: Awaited<ReturnType<typeof buyerAndClerk>>;
let buyer: Page;
let buyerToken = '';
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let receiverUrl = '';
let received: ReceivedDelivery[] = [];

beforeAll(async () => {
  receiver = await startWebhookReceiver('/hook');
  ({ url: receiverUrl, received } = receiver);

  people = await buyerAndClerk({ WEBHOOK_ALLOW_PRIVATE: '1' });
  ({ buyer } = people);
  await buyer.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  buyerToken = await tokenOf(people.stack.baseUrl, 'buyer');
});
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') await people.screenshots(`webhooks-failed-${task.name}`);
});
afterAll(async () => {
  await receiver.close();
  expect(await people.close()).toEqual({ problems: [], exitCode: 0 });
});

/** The page as it stands once a sheet has finished rising and any toast has gone. */
async function shot(page: Page, name: string) {
  await stillness(page, '.adm-toast-mask');
  await page.screenshot({ path: path.join(artifacts, `shop-webhooks-${name}.png`) });
}

test('an endpoint added, its events delivered signed, logged and sent again', async () => {
  let secret = '';
  const webhooksTab = () => buyer.getByRole('tab', { name: 'Webhooks' });

  await step('the buyer opens Account → API access → Webhooks and finds none', async () => {
    await logInAsDemoBuyer(buyer);
    await buyer.goto('/#/pages/myAccount/index');
    await buyer.getByRole('link', { name: 'API access' }).click();
    await buyer.waitForURL(/#\/pages\/apiKeys\/index/);
    await webhooksTab().click();
    await buyer.getByRole('heading', { name: 'No webhook endpoints yet' }).waitFor();
    await shot(buyer, 'empty');
    expect(await seriousViolations(buyer)).toEqual([]);
  });

  await step('the form says under each field what is wrong', async () => {
    await buyer.getByRole('button', { name: 'Add endpoint' }).click();
    const sheet = buyer.getByRole('dialog', { name: 'Add endpoint' });
    await sheet.getByLabel('Address').fill('erp.example.com');
    await sheet.getByRole('button', { name: 'Add endpoint' }).click();
    await sheet.getByText('Enter an address starting with https://').waitFor();
    await sheet.getByText('Choose at least one event to send').waitFor();
    expect(await sheet.getByLabel('Address').getAttribute('aria-invalid')).toBe('true');
    await shot(buyer, 'form-errors');
  });

  await step('an endpoint for orders and sold stones, its secret shown and copied', async () => {
    const sheet = buyer.getByRole('dialog', { name: 'Add endpoint' });
    await sheet.getByLabel('Address').fill(receiverUrl);
    await sheet.getByRole('checkbox', { name: /^order\.status_changed/ }).check();
    await sheet.getByRole('checkbox', { name: /^stone\.sold/ }).check();
    await expect.poll(() => sheet.getByRole('alert').count()).toBe(0);
    await shot(buyer, 'sheet');
    expect(await seriousViolations(buyer)).toEqual([]);
    await sheet.getByRole('button', { name: 'Add endpoint' }).click();

    const shown = buyer.getByRole('dialog', { name: 'Endpoint added' });
    secret = ((await shown.locator('output').textContent()) ?? '').trim();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    await shown.getByRole('button', { name: 'Copy secret' }).click();
    await shown.getByText('Copied to the clipboard.', { exact: false }).waitFor();
    expect(await buyer.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    expect(await shown.getByRole('link', { name: 'How to verify' }).getAttribute('href')).toBe('/docs'); // prettier-ignore
    await shot(buyer, 'secret');
    await shown.getByRole('button', { name: 'Done' }).click();
    await shown.waitFor({ state: 'detached' });

    const card = buyer.getByRole('article', { name: receiverUrl.replace('http://', '') });
    await card.getByText('On', { exact: true }).waitFor();
    await card.getByText('order.status_changed', { exact: true }).waitFor();
    await card.getByText('stone.sold', { exact: true }).waitFor();
    await card.getByText('Nothing sent yet').waitFor();
    await shot(buyer, 'list');
  });

  await step('an order placed sends both events, signed with the secret', async () => {
    await orderOneStone(people.stack.baseUrl, buyerToken);

    await expect
      .poll(() => received.map(eventOf).sort(), { timeout: 10_000 })
      .toEqual(['order.status_changed', 'stone.sold']);
    for (const delivery of received) {
      expect(delivery.headers['webhook-id']).toMatch(/^msg_/);
      expect(signedWith(secret, delivery), delivery.body).toBe(true);
    }
  });

  await step('the delivery log shows both delivered with 200', async () => {
    await buyer.reload();
    const card = buyer.getByRole('article', { name: receiverUrl.replace('http://', '') });
    await card.getByText('Delivered · 200', { exact: true }).waitFor();
    await shot(buyer, 'list-delivered');
    await card.getByRole('button', { name: /^Deliveries to / }).click();
    const log = buyer.getByRole('dialog', { name: 'Delivery log' });
    const rows = log.getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(2);
    for (const event of ['order.status_changed', 'stone.sold']) {
      const row = rows.filter({ hasText: event });
      await row.getByText('Delivered', { exact: true }).waitFor();
      await row.getByText(/HTTP 200 · 1 attempt$/).waitFor();
    }
    await shot(buyer, 'log');
    expect(await seriousViolations(buyer)).toEqual([]);
  });

  await step('"Send again" delivers one again under the same webhook-id', async () => {
    const log = buyer.getByRole('dialog', { name: 'Delivery log' });
    const first = received.find((delivery) => eventOf(delivery) === 'stone.sold')!;
    await log.getByRole('listitem').filter({ hasText: 'stone.sold' }).getByRole('button', { name: 'Send again' }).click(); // prettier-ignore
    await buyer.getByText('Sent again').waitFor();
    await expect
      .poll(
        () =>
          received.filter((d) => d.headers['webhook-id'] === first.headers['webhook-id']).length,
        { timeout: 10_000 },
      ) // prettier-ignore
      .toBe(2);
    expect(signedWith(secret, received.at(-1)!)).toBe(true);
    await log.getByRole('button', { name: 'Close' }).click();
  });

  await step('the list in Chinese', async () => {
    await buyer.evaluate(() => localStorage.setItem('facet.shop.locale', 'zh-CN'));
    await buyer.reload();
    await buyer.getByRole('heading', { name: '您的端点' }).waitFor();
    await buyer.getByText('已启用', { exact: true }).waitFor();
    await shot(buyer, 'list-zh-CN');
    await buyer.evaluate(() => localStorage.setItem('facet.shop.locale', 'en'));
    await buyer.reload();
  });
});
