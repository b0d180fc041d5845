import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import {
  artifacts,
  buyerAndClerk,
  fillDeliveryAddress,
  logInAsDemoBuyer,
  seriousViolations,
  step,
} from './harness';

// The money path with two people: the demo buyer on a phone, the demo clerk at the back
// office in a second browser: one journey, each step continuing where the last left both
// pages. A failed step fails the journey, named, and nothing else.
let people: Awaited<ReturnType<typeof buyerAndClerk>>;
let buyer: Page;
let clerk: Page;

beforeAll(async () => {
  people = await buyerAndClerk();
  ({ buyer, clerk } = people);
});
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') await people.screenshots(`orders-failed-${task.name}`);
});
afterAll(async () => {
  expect(await people.close()).toEqual({ problems: [], exitCode: 0 });
});

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(artifacts, `orders-${name}.png`) });
const voucher = path.join(import.meta.dirname, 'fixtures/transfer-voucher.png');

let stockNo = '';
let orderNo = '';
let orderId = '';

/** The clerk's order page, fresh: the buyer has just done something. */
async function clerkOpensOrder() {
  await clerk.goto('/console/');
  await clerk.getByRole('menuitem', { name: 'Orders' }).click();
  await clerk
    .getByRole('tab', { name: /^All/ })
    .click()
    .catch(async () => {
      // On a narrow queue the last tabs sit in the overflow menu.
      await clerk.locator('.ant-tabs-nav-more').click();
      await clerk.getByRole('option', { name: /^All/ }).click();
    });
  await clerk.getByRole('link', { name: orderNo }).click();
  await clerk.getByRole('heading', { name: `Order ${orderNo}` }).waitFor();
}

/** A clerk's move: its button, then the dialog's own button of the same name. */
async function clerkMoves(action: string, fill?: () => Promise<void>) {
  await clerk.getByRole('button', { name: action, exact: true }).click();
  const dialog = clerk.getByRole('dialog');
  await dialog.waitFor();
  await fill?.();
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

test('an order from the cart to the buyer’s hands', async () => {
  await step('the buyer adds a stone to the cart and sees the badge', async () => {
    await logInAsDemoBuyer(buyer);

    await buyer.goto('/#/pages/diamondSearch/resultList?category=natural-white&q=%7B%7D');
    const first = buyer.locator('article.goods-row').first();
    stockNo = (await first.locator('.goods-row-stock-no').textContent()) ?? '';
    expect(stockNo).toMatch(/^NW\d+$/);
    await first.locator('.goods-row-link').click();
    await buyer.getByText(`Stock no. ${stockNo}`).waitFor();
    await buyer.getByRole('button', { name: 'Add to cart' }).click();
    await buyer.getByText('Added to cart').waitFor();

    await buyer.getByRole('button', { name: 'Back' }).click();
    await buyer.goto('/#/pages/cart/index');
    await buyer.getByText(stockNo).waitFor();
    // The tab bar's badge counts the cart's lines.
    await expect
      .poll(() => buyer.locator('.app-tab-bar .adm-badge-content').textContent())
      .toBe('1');
    await buyer.getByText('1 item selected').waitFor();
    await shot(buyer, 'cart');
  });

  await step('settles, adds a delivery address and submits the order', async () => {
    await buyer.getByRole('button', { name: 'Settle' }).click();
    await buyer.waitForURL(/#\/pages\/submitOrder\/index/);
    await buyer.getByText('Please add a shipping address').waitFor();
    await buyer.getByRole('link', { name: 'Add address' }).click();
    await buyer.waitForURL(/#\/pages\/address\/editing/);

    // A number without its area code is refused on its field.
    await fillDeliveryAddress(buyer, '91234567');
    await buyer.getByRole('button', { name: 'Save address' }).click();
    await buyer.getByText('Please enter the number with its area code').waitFor();
    await buyer.getByLabel('Mobile').fill('+852 9123 4567');
    await buyer.getByRole('button', { name: 'Save address' }).click();
    await buyer.getByText('Address saved').waitFor();

    await buyer.goto('/#/pages/submitOrder/index');
    await buyer.getByText('12/F, 8 Canton Road, Tsim Sha Tsui').waitFor();
    await buyer.getByText(stockNo).waitFor();
    await buyer.getByText('Express mail').click();
    await buyer.getByText('FedEx International Priority, insured').click();
    await buyer
      .getByPlaceholder('Anything the salesperson should know about this order')
      .fill('Please include the GIA report');
    await shot(buyer, 'submit');
    await buyer.getByRole('button', { name: 'Submit order' }).click();

    await buyer.waitForURL(/#\/pages\/submitOrder\/result/);
    await buyer.getByText('Submit succeeded, please wait for the salesperson to confirm').waitFor();
    // The waiting timer runs: hours, minutes, seconds since submission.
    const timer = buyer.getByText(/^\d{2}:\d{2}:\d{2}$/);
    const before = await timer.textContent();
    await expect.poll(() => timer.textContent(), { timeout: 5_000 }).not.toBe(before);
    await shot(buyer, 'result');

    await buyer.getByRole('button', { name: 'View order' }).click();
    await buyer.waitForURL(/#\/pages\/order\/details/);
    orderId = new URL(buyer.url().replace('#', '')).searchParams.get('id') ?? '';
    orderNo = (
      (await buyer
        .getByText(/^F\d{10,}$/)
        .first()
        .textContent()) ?? ''
    ).trim();
    expect(orderNo).toMatch(/^F\d{10,}$/);
    await buyer.getByText('Unconfirmed').first().waitFor();
  });

  await step('the clerk confirms it at the back office', async () => {
    await clerk.goto('/console/');
    await clerk.getByLabel('Email').fill('clerk@facet.local');
    await clerk.getByLabel('Password').fill('Clerk1234');
    await clerk.getByRole('button', { name: 'Log in' }).click();
    await clerk.getByText('Welcome back, Demo Clerk').waitFor();

    // The queue opens on what waits for a clerk first: unconfirmed orders.
    await clerk.getByRole('menuitem', { name: 'Orders' }).click();
    await clerk.getByRole('link', { name: orderNo }).click();
    await clerk.getByRole('heading', { name: `Order ${orderNo}` }).waitFor();
    await clerk.getByText('Please include the GIA report').waitFor();
    await clerkMoves('Confirm');
    await clerk.getByText('Unpaid').first().waitFor();
    await shot(clerk, 'clerk-confirmed');
  });

  await step('the buyer uploads a payment voucher', async () => {
    await buyer.reload();
    await buyer.getByText('Unpaid').first().waitFor();
    await buyer.getByText('Pay by bank transfer').first().waitFor();
    await buyer.getByRole('button', { name: 'Upload payment voucher' }).click();
    await buyer.waitForURL(/#\/pages\/order\/uploadList/);
    await buyer.locator('input[type=file]').setInputFiles(voucher);
    await buyer.getByRole('button', { name: 'Submit vouchers' }).click();
    await buyer.getByText('Payment vouchers submitted').waitFor();
    await buyer.waitForURL(/#\/pages\/order\/details/);
    await buyer.getByRole('button', { name: 'Payment voucher 1' }).waitFor();
  });

  await step('the clerk checks the voucher, marks it paid and ships it', async () => {
    await clerkOpensOrder();
    await clerk
      .getByRole('img', { name: /Payment voucher/ })
      .first()
      .waitFor();
    await clerkMoves('Mark paid');
    await clerk.getByText('In progress').first().waitFor();
    await clerkMoves('Ready to ship');
    await clerk.getByText('To ship').first().waitFor();
    await clerkMoves('Ship', async () => {
      await clerk.getByLabel('Carrier').fill('FedEx');
      await clerk.getByLabel('Tracking no.').fill('7712 3456 7890');
    });
    await clerk.getByText('Unreceived').first().waitFor();
    await shot(clerk, 'clerk-shipped');
  });

  await step('the buyer follows the progress record and confirms receipt', async () => {
    await buyer.reload();
    await buyer.getByText('Unreceived').first().waitFor();
    await buyer.getByText('7712 3456 7890').waitFor();
    await buyer.getByRole('link', { name: /Progress/ }).click();
    await buyer.waitForURL(/#\/pages\/order\/record/);
    for (const step of [
      'Order submitted',
      'Confirmed by the salesperson',
      'Payment received',
      'Packed for shipping',
      'Shipped',
    ]) {
      await buyer.getByText(step, { exact: true }).waitFor();
    }
    await buyer.getByText('Times in US Eastern Time').waitFor();
    await shot(buyer, 'record');

    await buyer.goBack();
    await buyer.getByRole('button', { name: 'Confirm receipt' }).click();
    await buyer.getByRole('dialog').getByRole('button', { name: 'Confirm receipt' }).click();
    await buyer.getByText('Receipt confirmed. Thank you!').waitFor();
    await buyer.getByText('Received').first().waitFor();
    await shot(buyer, 'received');
  });

  await step('the order result page opened with no order says so, and counts no wait', async () => {
    await buyer.goto('/#/pages/submitOrder/result');
    await buyer.getByRole('heading', { name: 'No order to show' }).waitFor();
    expect(await buyer.getByRole('timer').count()).toBe(0);
    expect(await buyer.getByText('Submit succeeded', { exact: false }).count()).toBe(0);
    expect(await seriousViolations(buyer)).toEqual([]);
    await shot(buyer, 'result-without-order');
    // Nor with an order that does not exist, or is not this buyer's.
    await buyer.goto('/#/pages/submitOrder/result?id=999999&notice=in_stock');
    await buyer.getByRole('heading', { name: 'No order to show' }).waitFor();
    expect(await buyer.getByRole('timer').count()).toBe(0);
    await buyer.getByRole('button', { name: 'My orders' }).click();
    await buyer.waitForURL(/#\/pages\/order\/index/);
    await buyer.getByText('Received').first().waitFor();
  });

  await step('every order page has no serious accessibility violations', async () => {
    for (const [route, ready] of [
      ['#/pages/cart/index', 'text=Your cart is empty'],
      ['#/pages/address/index', 'text=12/F, 8 Canton Road, Tsim Sha Tsui'],
      ['#/pages/address/editing', 'text=Save address'],
      ['#/pages/order/index', 'text=Received'],
      ['#/pages/order/details?id=', 'text=Progress'],
      ['#/pages/order/record?id=', 'text=Times in US Eastern Time'],
      ['#/pages/order/customize', 'text=Description'],
    ] as const) {
      await buyer.goto(`/${route}${route.endsWith('=') ? orderId : ''}`);
      await buyer.locator(ready).first().waitFor();
      expect(await seriousViolations(buyer), route).toEqual([]);
    }
  });
}, 300_000);
