import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { artifacts, buyerAndClerk, logInAsDemoBuyer, step } from './harness';

// Display currencies: the admin sets the rates at the back office, the demo buyer chooses
// euros on a phone and reads lists and details in euros, with the binding dollars beside them.
let people: Awaited<ReturnType<typeof buyerAndClerk>>;
let buyer: Page;
let admin: Page;

beforeAll(async () => {
  people = await buyerAndClerk();
  ({ buyer, clerk: admin } = people);
});
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') await people.screenshots(`currencies-failed-${task.name}`);
});
afterAll(async () => {
  expect(await people.close()).toEqual({ problems: [], exitCode: 0 });
});

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(artifacts, `currencies-${name}.png`) });
const RATES = { EUR: '0.92', CNY: '7.2431', HKD: '7.78', INR: '84.12', AED: '3.6725', ILS: '3.71', GBP: '0.79', JPY: '151.37' }; // prettier-ignore

test('prices in the buyer’s currency, at the admin’s rates', async () => {
  await step('the admin sets the rates', async () => {
    await admin.goto('/console/');
    await admin.getByLabel('Email').fill('admin@facet.local');
    await admin.getByLabel('Password').fill('Admin1234');
    await admin.getByRole('button', { name: 'Log in' }).click();
    await admin.getByRole('menuitem', { name: 'Currency rates' }).click();
    await admin.getByText('No rates set yet: buyers see US dollars only.').waitFor();
    for (const [currency, rate] of Object.entries(RATES)) {
      await admin.getByLabel(new RegExp(`^${currency} · `)).fill(rate);
    }
    await admin.getByRole('button', { name: 'Save rates' }).click();
    await admin.getByText('Rates saved').waitFor();
    await admin.getByText(/^Last set .* ET by Demo Admin$/).waitFor();
    await admin.screenshot({ path: path.join(artifacts, 'currencies-console.png') });
  });

  await step('the buyer chooses euros in the settings', async () => {
    await logInAsDemoBuyer(buyer);
    await buyer.goto('/#/pages/myAccount/settings');
    await buyer.getByText('Display currency').click();
    await buyer.getByText('EUR · Euro').click();
    await buyer.getByText('Prices now show in EUR').waitFor();
    await shot(buyer, 'settings');
  });

  await step('lists and details read in euros, with the dollars that bind', async () => {
    await buyer.goto('/#/pages/diamondSearch/resultList?category=natural-white&q=%7B%7D');
    const first = buyer.locator('article.goods-row').first();
    const euros = (await first.locator('.goods-row-price').textContent()) ?? '';
    const dollars = (await first.locator('.goods-row-usd').textContent()) ?? '';
    expect(euros).toMatch(/^€[\d,]+\.\d{2}$/);
    expect(dollars).toMatch(/^\$[\d,]+\.\d{2}$/);
    // At 0.92: the euro amount is the dollar amount × 0.92, to the cent.
    const amount = (text: string) => Number(text.replace(/[^\d.]/g, ''));
    expect(amount(euros)).toBeCloseTo(Math.round(amount(dollars) * 92) / 100, 2);
    await shot(buyer, 'list');

    await first.locator('.goods-row-link').click();
    await buyer.locator('.details-price-value', { hasText: euros }).waitFor();
    await buyer.getByText(`${dollars} in US dollars: the price orders are made in`).waitFor();
    await shot(buyer, 'details');
  });
});
