import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { artifacts, buyerAndClerk, logInAsDemoBuyer, seriousViolations, step } from './harness';

// The jeweller's side of the Cloud Store: the demo buyer sets up a store with a 25 % markup,
// gets its link and QR code; a customer's enquiry (sent through the public API) shows under
// Cloud Store Order with the margin, and one tap puts its stone in the buyer's cart. The clerk
// finds the store on the console's Cloud Stores page.
let people: Awaited<ReturnType<typeof buyerAndClerk>>;
let buyer: Page;
let clerk: Page;

beforeAll(async () => {
  people = await buyerAndClerk();
  ({ buyer, clerk } = people);
});
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') await people.screenshots(`cloud-store-failed-${task.name}`);
});
afterAll(async () => {
  expect(await people.close()).toEqual({ problems: [], exitCode: 0 });
});

async function publicCall<T>(route: string, body: unknown): Promise<T> {
  const response = await fetch(`${people.stack.baseUrl}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { Success: boolean; Data: T };
  expect(envelope.Success, route).toBe(true);
  return envelope.Data;
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(artifacts, `cloud-store-${name}.png`) });

/** The same page in Simplified Chinese, for its screenshot; then back to English. */
async function inChinese(page: Page, name: string, ready: string) {
  await page.evaluate(() => localStorage.setItem('facet.shop.locale', 'zh-CN'));
  await page.reload();
  await page.getByText(ready).first().waitFor();
  await shot(page, `${name}-zh-CN`);
  await page.evaluate(() => localStorage.setItem('facet.shop.locale', 'en'));
  await page.reload();
}

const usd = (amount: number) =>
  amount.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

test('a store set up, an enquiry answered and put in the cart', async () => {
  const slug = 'gold-and-co';

  await step('the buyer sets up a store with a 25 % markup', async () => {
    await logInAsDemoBuyer(buyer);
    await buyer.goto('/#/pages/myAccount/index');
    await buyer.getByRole('link', { name: 'Software as a Service' }).click();
    await buyer.getByText('Sell our stones to your own customers').waitFor();
    await buyer.getByLabel('Store name').fill('Gold & Co. Jewellers');
    await buyer.getByLabel('Default markup (%)').fill('25');
    // A link that reads as Facet's own page is refused at the field.
    await buyer.getByLabel('Store link').fill('admin');
    await buyer.getByRole('button', { name: 'Save store' }).click();
    await buyer.getByText('This link is reserved. Please choose another').waitFor();
    await buyer.getByLabel('Store link').fill(slug);
    // A rule's percentage out of range: the server's word, under the rule.
    await buyer.getByText('the first rule that fits a stone gives its markup').waitFor();
    await buyer.getByRole('button', { name: 'Add a rule' }).click();
    const rule = buyer.getByRole('listitem', { name: 'Rule 1' });
    await rule.getByLabel('Markup %').fill('600');
    await buyer.getByRole('button', { name: 'Save store' }).click();
    await rule.getByText('Enter a percentage from 0 to 500, with at most two decimals').waitFor();
    await rule.scrollIntoViewIfNeeded();
    await shot(buyer, 'setup-rule');
    await buyer.getByRole('button', { name: 'Remove rule 1' }).click();
    await buyer.getByRole('button', { name: 'Save store' }).click();
    await buyer.getByText('Store saved').waitFor();
    await buyer.getByRole('link', { name: `${people.stack.baseUrl}/store/${slug}` }).waitFor();
    const qr = buyer.getByRole('img', { name: /^QR code for / });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(await seriousViolations(buyer)).toEqual([]);
    await shot(buyer, 'setup');
    await qr.scrollIntoViewIfNeeded();
    await shot(buyer, 'setup-links');
    await inChinese(buyer, 'setup', '分享您的店铺');
  });

  let enquiryNo = '';
  await step('a customer sends an enquiry from the store', async () => {
    const page = await publicCall<{ List: { Ref: string; Price: number }[] }>('/api/Store/Query', {
      Slug: slug,
      Category: 'natural-white',
      PageIndex: 1,
      PageSize: 1,
    });
    const ref = page.List[0]!.Ref;
    ({ No: enquiryNo } = await publicCall<{ No: string }>('/api/Store/Enquiry', {
      Slug: slug,
      Refs: [ref],
      Name: 'Amy Chan',
      Phone: '+852 9123 4567',
      Email: 'amy@example.com',
      Message: 'An engagement ring, size 12, before March.',
    }));
  });

  await step('the buyer sees it with the margin and puts it in the cart', async () => {
    await buyer.goto('/#/pages/myAccount/index');
    await buyer.getByRole('link', { name: 'Cloud Store Order' }).click();
    const card = buyer.getByRole('article', { name: enquiryNo });
    await card.waitFor();
    await card.getByRole('link', { name: 'Call +852 9123 4567' }).waitFor();
    expect(await card.getByRole('link', { name: 'Email amy@example.com' }).getAttribute('href')).toMatch(/^mailto:amy@example\.com/); // prettier-ignore
    const totals = async (term: string) =>
      Number(
        ((await card.getByText(term).locator('+ dd').textContent()) ?? '').replace(/[$,]/g, ''),
      );
    const retail = await totals("Customer's total");
    const wholesale = await totals('You pay');
    // 25 % on the price the buyer pays, to the cent.
    expect(retail).toBeCloseTo(Math.round(wholesale * 125) / 100, 2);
    await card.getByText(usd(Math.round((retail - wholesale) * 100) / 100)).waitFor();
    expect(await seriousViolations(buyer)).toEqual([]);
    await shot(buyer, 'orders');
    await inChinese(buyer, 'orders', '您的利润');

    await card.getByRole('button', { name: 'Change status' }).click();
    const dialog = buyer.getByRole('dialog');
    await dialog.getByText('Contacted', { exact: true }).click();
    await dialog.getByRole('textbox').fill('Called back, sending a video');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await card.getByText('Note: Called back, sending a video').waitFor();
    await card.getByText('Contacted', { exact: true }).waitFor();

    const answer = buyer.waitForResponse(/\/api\/CloudStore\/ToCart/);
    await card.getByRole('button', { name: 'Put in my cart' }).click();
    const cart = (await (await answer).json()) as {
      Data: { StatisticsDetail: { Data: { Goods: { StockNo: string } }[] }[] };
    };
    const stockNo = cart.Data.StatisticsDetail.flatMap((tab) => tab.Data)[0]!.Goods.StockNo;
    await buyer.waitForURL(/#\/pages\/cart\/index/);
    await buyer.getByText(stockNo).first().waitFor();
  });

  await step('the clerk finds the store and its enquiry on the console', async () => {
    await clerk.goto('/console/');
    await clerk.getByLabel('Email').fill('admin@facet.local');
    await clerk.getByLabel('Password').fill('Admin1234');
    await clerk.getByRole('button', { name: 'Log in' }).click();
    await clerk.getByRole('menuitem', { name: 'Cloud Stores' }).click();
    const row = clerk.getByRole('row', { name: /Gold & Co\. Jewellers/ });
    await row.getByText('Open', { exact: true }).waitFor();
    await shot(clerk, 'console');
    await row.getByRole('button', { name: /Enquiries: 1/ }).click();
    await clerk.getByRole('dialog').getByText(enquiryNo).waitFor();
    // The drawer slides in: its picture once it stands still.
    await clerk.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    );
    await shot(clerk, 'console-enquiries');
  });
}, 120_000);
