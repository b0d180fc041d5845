import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { artifacts, buyerAndClerk, callApi, logInAsDemoBuyer, step } from './harness';

// A hold, start to end: the demo buyer holds a stone on a phone, sees it held for them with a
// countdown, the clerk extends it at the back office, and the buyer orders it from "My holds".
let people: Awaited<ReturnType<typeof buyerAndClerk>>;
let buyer: Page;
let clerk: Page;
let token = '';

beforeAll(async () => {
  people = await buyerAndClerk();
  ({ buyer, clerk } = people);
  token = (await api<{ ToKen: string }>('/api/Relation/EmailLogin', { Email: 'demo@facet.local', Password: 'Demo1234' })).ToKen; // prettier-ignore
});
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') await people.screenshots(`holds-failed-${task.name}`);
});
afterAll(async () => {
  expect(await people.close()).toEqual({ problems: [], exitCode: 0 });
});

/** A call of the API as the buyer, failing the test when it is refused. */
const api = <T>(route: string, body: unknown) =>
  callApi<T>(people.stack.baseUrl, token, route, body);

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(artifacts, `holds-${name}.png`) });

/** A hold's end as every moment and deadline of an order reads: "2026-11-28 15:53 ET". */
const HELD_UNTIL = /^Held for you until \d{4}-\d{2}-\d{2} \d{2}:\d{2} ET$/;

test('a stone held, extended by the clerk, and ordered', async () => {
  let stockNo = '';

  await step('the buyer holds a stone from its details', async () => {
    await logInAsDemoBuyer(buyer);

    await buyer.goto('/#/pages/diamondSearch/resultList?category=natural-white&q=%7B%7D');
    const first = buyer.locator('article.goods-row').first();
    stockNo = (await first.locator('.goods-row-stock-no').textContent()) ?? '';
    await first.locator('.goods-row-link').click();
    await buyer.getByText(`Stock no. ${stockNo}`).waitFor();
    await buyer.getByRole('button', { name: 'Hold this stone' }).scrollIntoViewIfNeeded();
    await shot(buyer, 'details-before');
    await buyer.getByRole('button', { name: 'Hold this stone' }).click();
    await buyer.getByText(HELD_UNTIL).waitFor();
    // The countdown runs, from just under a day.
    const timer = buyer.getByRole('timer');
    const before = await timer.textContent();
    expect(before).toMatch(/^2[34]:\d{2}:\d{2} left$/);
    await expect.poll(() => timer.textContent(), { timeout: 5_000 }).not.toBe(before);
    await shot(buyer, 'details');

    // The result list marks it too.
    await buyer.getByRole('button', { name: 'Back' }).click();
    await buyer
      .locator('article.goods-row', { hasText: stockNo })
      .getByText('Held for you')
      .waitFor();
  });

  await step('the clerk sees the hold and extends it to 48 hours', async () => {
    await clerk.goto('/console/');
    await clerk.getByLabel('Email').fill('clerk@facet.local');
    await clerk.getByLabel('Password').fill('Clerk1234');
    await clerk.getByRole('button', { name: 'Log in' }).click();
    await clerk.getByText('Welcome back, Demo Clerk').waitFor();
    await clerk.getByRole('menuitem', { name: 'Holds' }).click();
    const row = clerk.getByRole('row', { name: new RegExp(stockNo) });
    await row.getByText('demo@facet.local').first().waitFor();
    await row.getByRole('button', { name: 'Extend' }).click();
    await clerk.getByText(/^Held until .* ET$/).waitFor();
    await expect.poll(() => row.getByRole('button', { name: 'Extend' }).isDisabled()).toBe(true);
    await clerk.screenshot({ path: path.join(artifacts, 'holds-console.png') });
  });

  await step('a phone whose clock runs three hours fast counts the same time left', async () => {
    const phone = await people.stack.phone();
    await phone.clock.install({ time: Date.now() + 3 * 3_600_000 });
    const page = await phone.newPage();
    await logInAsDemoBuyer(page);
    await page.goto('/#/pages/holds/index');
    await page.getByText(stockNo).waitFor();
    // Counted on the server's clock (every answer's Date), not on the phone's.
    await expect
      .poll(() => page.getByRole('timer').textContent())
      .toMatch(/^4[78]:\d{2}:\d{2} left$/);
    await phone.close();
  });

  await step('the buyer finds it in "My holds", longer now, and orders it', async () => {
    await api('/api/Wholesaler_Address/AddOrUpd', {
      Surname: 'Chan',
      Name: 'Tai Man',
      Mobile: '+852 9123 4567',
      Country: 'Hong Kong',
      City: 'Kowloon',
      Address: '12/F, 8 Canton Road, Tsim Sha Tsui',
    });
    await buyer.goto('/#/pages/myAccount/index');
    await buyer.getByRole('link', { name: 'My Holds' }).click();
    await buyer.getByText('1 stone on hold').waitFor();
    await buyer.getByText(stockNo).waitFor();
    await expect
      .poll(() => buyer.getByRole('timer').textContent())
      .toMatch(/^4[78]:\d{2}:\d{2} left$/);
    await buyer.getByText(HELD_UNTIL).waitFor();
    await shot(buyer, 'my-holds');
    for (const [locale, until] of [
      ['zh-CN', /^为您保留至 \d{4}-\d{2}-\d{2} \d{2}:\d{2}（美东时间）$/],
      ['zh-TW', /^為您保留至 \d{4}-\d{2}-\d{2} \d{2}:\d{2}（美東時間）$/],
    ] as const) {
      await buyer.evaluate((chosen) => localStorage.setItem('facet.shop.locale', chosen), locale);
      await buyer.reload();
      await buyer.getByText(until).waitFor();
      await shot(buyer, `my-holds-${locale}`);
    }
    await buyer.evaluate(() => localStorage.setItem('facet.shop.locale', 'en'));
    await buyer.reload();
    await buyer.getByText(stockNo).waitFor();

    await buyer.getByRole('button', { name: 'Order' }).click();
    await buyer.waitForURL(/#\/pages\/cart\/index/);
    await buyer.getByText(stockNo).waitFor();
    // The cart line says the stone is held for this buyer.
    await buyer.getByText(HELD_UNTIL).waitFor();
    await shot(buyer, 'cart');
    await buyer.getByRole('button', { name: 'Settle' }).click();
    await buyer.waitForURL(/#\/pages\/submitOrder\/index/);
    await buyer.getByText('12/F, 8 Canton Road, Tsim Sha Tsui').waitFor();
    await buyer.getByText('Self pickup', { exact: true }).click();
    await buyer.getByRole('button', { name: 'Submit order' }).click();
    await buyer.waitForURL(/#\/pages\/submitOrder\/result/);
    await buyer.getByText('Submit succeeded, please wait for the salesperson to confirm').waitFor();

    // The order consumed the hold.
    await buyer.goto('/#/pages/holds/index');
    await buyer.getByText('No stones on hold').waitFor();
    await shot(buyer, 'empty');
  });
});
