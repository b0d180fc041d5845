import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import {
  artifacts,
  atRest,
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

/** The buyer's page as it stands, then in 简体 and 繁體 (each ready when `ready` shows). */
async function shotInEachLanguage(name: string, ready: { 'zh-CN': string; 'zh-TW': string }) {
  await shot(buyer, name);
  for (const locale of ['zh-CN', 'zh-TW'] as const) {
    await buyer.evaluate((chosen) => localStorage.setItem('facet.shop.locale', chosen), locale);
    await buyer.reload();
    await buyer.getByText(ready[locale]).first().waitFor();
    await shot(buyer, `${name}-${locale}`);
  }
  await buyer.evaluate(() => localStorage.setItem('facet.shop.locale', 'en'));
  // Settled before the step goes on: a Back pressed while the page still loads can be lost.
  await buyer.reload({ waitUntil: 'networkidle' });
}

/** A call as the signed-in buyer of the phone makes it. */
async function asBuyer<T>(method: string, route: string, body?: unknown): Promise<T> {
  const token = await buyer.evaluate(() => {
    const raw =
      sessionStorage.getItem('facet.shop.userInfo') ?? localStorage.getItem('facet.shop.userInfo');
    return raw ? (JSON.parse(raw) as { ToKen: string }).ToKen : '';
  });
  const response = await fetch(`${people.stack.baseUrl}${route}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, route).toBe(200);
  return ((await response.json()) as { Data: T }).Data;
}

/** "2026-11-27 16:02 ET": every time of an order, in one style. */
const MOMENT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2} ET$/;
const whereToPay =
  'Pay to HSBC Hong Kong 123-456789-001, Facet Trading Ltd, quoting the order number';
const whatIsWrong = 'The transfer is US$20.00 short of the total: please send the difference';
const voucher = path.join(import.meta.dirname, 'fixtures/transfer-voucher.png');

let stockNo = '';
let roughNo = '';
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
  const dialog = await atRest(clerk.getByRole('dialog'));
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

  await step('the bar of the tab on screen counts, totals and settles that tab alone', async () => {
    // A rough stone under Blank / seed, ticked, besides the stone under Purchase.
    const rough = await asBuyer<{ List: { Id: number; StockNo: string }[] }>('POST', '/api/Diamonds/BlankQuery', { PageIndex: 1, PageSize: 1 }); // prettier-ignore
    roughNo = rough.List[0]!.StockNo;
    await asBuyer('PUT', '/api/ShoppingCart/Add', { GoodsList: [{ GoodsId: rough.List[0]!.Id }] });
    await buyer.reload();
    await buyer.getByText(stockNo).waitFor();
    const bar = buyer.getByRole('region', { name: 'Settlement' });
    await bar.getByText('1 item selected').waitFor();
    const price = (await buyer.locator('.cart-line-amount').first().textContent())!.trim();

    // Nothing ticked on Purchase: nothing to settle here, whatever Blank / seed holds.
    await bar.getByText('Select all').click();
    await bar.getByText('0 items selected').waitFor();
    await bar.getByText('$0.00').waitFor();
    await bar.getByRole('button', { name: 'Settle' }).click();
    await buyer.getByText('You have not selected an item').waitFor();
    expect(buyer.url()).toMatch(/#\/pages\/cart\/index/);
    await shot(buyer, 'cart-nothing-on-this-tab');

    // Blank / seed has its own count and total.
    await buyer.getByRole('tab', { name: /Blank \/ seed/ }).click();
    await buyer.getByText(roughNo).waitFor();
    await bar.getByText('1 item selected').waitFor();
    await buyer.getByRole('tab', { name: /Purchase/ }).click();
    await bar.getByText('Select all').click();
    await bar.getByText('1 item selected').waitFor();
    await bar.getByText(price).waitFor();
    await shotInEachLanguage('cart-tabs', { 'zh-CN': '已选 1 件', 'zh-TW': '已選 1 件' });
  });

  await step('settles, adds a delivery address and submits the order', async () => {
    await buyer.getByText(stockNo).waitFor();
    await buyer.getByRole('button', { name: 'Settle' }).click();
    await buyer.waitForURL(/#\/pages\/submitOrder\/index\?tab=purchase/);
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

    await buyer.goto('/#/pages/submitOrder/index?tab=purchase');
    await buyer.getByText('12/F, 8 Canton Road, Tsim Sha Tsui').waitFor();
    await buyer.getByText(stockNo).waitFor();
    // The order takes the Purchase tab's stone, not the rough stone ticked under Blank / seed.
    await buyer.getByRole('heading', { name: '1 item' }).waitFor();
    expect(await buyer.getByText(roughNo).count()).toBe(0);
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
    // The rough stone waits in the cart, under its tab.
    const cart = await asBuyer<{ StatisticsDetail: { Tab: string; Data: { Goods: { StockNo: string } }[] }[] }>('GET', '/api/ShoppingCart/GetList?SecretId=0&SecretKey=0'); // prettier-ignore
    expect(cart.StatisticsDetail.map((tab) => [tab.Tab, tab.Data.map((line) => line.Goods.StockNo)])).toEqual([
      ['purchase', []],
      ['blank', [roughNo]],
      ['custom', []],
    ]); // prettier-ignore
    // Its times read as every order time does.
    expect(await buyer.locator('.order-banner-facts dd').nth(1).textContent()).toMatch(MOMENT);
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
    await clerkMoves('Confirm', () => clerk.getByLabel('Note (optional)').fill(whereToPay));
    await clerk.getByText('Unpaid').first().waitFor();
    await shot(clerk, 'clerk-confirmed');
  });

  await step(
    'the buyer reads where to pay on the order, in the notice and in the mail',
    async () => {
      await buyer.reload();
      await buyer.getByText('Unpaid').first().waitFor();
      await buyer.getByText('Pay by bank transfer').first().waitFor();
      const banner = buyer.locator('.order-banner');
      await banner.getByText('From your salesperson').waitFor();
      await banner.getByText(whereToPay).waitFor();
      await shotInEachLanguage('details-where-to-pay', {
        'zh-CN': '业务员留言',
        'zh-TW': '業務員留言',
      });
      const mail = await people.stack.smtp.lastMailTo('demo@facet.local');
      expect(mail.subject).toBe(`Order ${orderNo}: Unpaid`);
      expect(mail.text).toContain(`From your salesperson: ${whereToPay}`);
      expect(mail.text).toContain(`/#/pages/order/details?id=${orderId}`);
      await buyer.goto('/#/pages/hintMessage/index');
      await buyer.getByText(`From your salesperson: ${whereToPay}`).first().waitFor();
      await buyer.goto(`/#/pages/order/details?id=${orderId}`);
    },
  );

  await step('the buyer uploads a payment voucher', async () => {
    await buyer.getByText('Unpaid').first().waitFor();
    await buyer.getByRole('button', { name: 'Upload payment voucher' }).click();
    await buyer.waitForURL(/#\/pages\/order\/uploadList/);
    await buyer.locator('input[type=file]').setInputFiles(voucher);
    await buyer.getByRole('button', { name: 'Submit vouchers' }).click();
    await buyer.getByText('Payment vouchers submitted').waitFor();
    await buyer.waitForURL(/#\/pages\/order\/details/);
    await buyer.getByRole('button', { name: 'Payment voucher 1' }).waitFor();
  });

  await step(
    'the clerk checks the voucher, marks it paid, then finds the transfer short',
    async () => {
      await clerkOpensOrder();
      await clerk
        .getByRole('img', { name: /Payment voucher/ })
        .first()
        .waitFor();
      await clerkMoves('Mark paid');
      await clerk.getByText('In progress').first().waitFor();
      await clerkMoves('Mark abnormal', () => clerk.getByLabel('Reason').fill(whatIsWrong));
      await clerk.getByText('Abnormal order').first().waitFor();
    },
  );

  await step(
    'the buyer reads what is wrong on the order, in the notice and in the mail',
    async () => {
      await buyer.reload();
      const banner = buyer.locator('.order-banner');
      await banner.getByText('Abnormal order').waitFor();
      await banner.getByText('What is wrong').waitFor();
      await banner.getByText(whatIsWrong).waitFor();
      await shotInEachLanguage('details-abnormal', { 'zh-CN': '异常原因', 'zh-TW': '異常原因' });
      await expect
        .poll(async () => (await people.stack.smtp.lastMailTo('demo@facet.local')).text)
        .toContain(`Reason: ${whatIsWrong}`);
      await buyer.goto('/#/pages/hintMessage/index');
      await buyer.getByText(`Reason: ${whatIsWrong}`).first().waitFor();
      await buyer.goto(`/#/pages/order/details?id=${orderId}`);
    },
  );

  await step('the clerk resolves it, readies and ships the order', async () => {
    await clerkOpensOrder();
    await clerkMoves('Resolve');
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
    // A timeline down the page, newest first: every step a full-width row, nothing past the
    // right edge, the salesperson's words wrapped as prose.
    const steps = buyer.locator('.order-timeline-entry');
    await steps.first().waitFor();
    expect(await buyer.locator('.order-timeline-title').allTextContents()).toEqual([
      'Shipped',
      'Packed for shipping',
      'Problem resolved',
      'Marked abnormal',
      'Payment received',
      'Confirmed by the salesperson',
      'Order submitted',
    ]);
    const width = await buyer.evaluate(() => document.documentElement.clientWidth);
    for (const box of await steps.evaluateAll((rows) =>
      rows.map((row) => row.getBoundingClientRect().toJSON() as DOMRect),
    )) {
      expect(box.right).toBeLessThanOrEqual(width);
      expect(box.width).toBeGreaterThan(width * 0.7);
    }
    const note = buyer.locator('.order-timeline-note', { hasText: whereToPay });
    expect((await note.boundingBox())!.width).toBeGreaterThan(width * 0.6);
    for (const time of await buyer.locator('.order-timeline-time').allTextContents()) {
      expect(time).toMatch(MOMENT);
    }
    await shotInEachLanguage('record', { 'zh-CN': '业务员已确认', 'zh-TW': '業務員已確認' });

    await buyer.goBack();
    await buyer.getByRole('button', { name: 'Confirm receipt' }).click();
    await buyer.getByRole('dialog').getByRole('button', { name: 'Confirm receipt' }).click();
    await buyer.getByText('Receipt confirmed. Thank you!').waitFor();
    await buyer.getByText('Received').first().waitFor();
    await shot(buyer, 'received');
  });

  await step('a received order has a tab of its own in the order list', async () => {
    await buyer.goto('/#/pages/order/index');
    await buyer.getByRole('tab', { name: 'Received', exact: true }).click();
    await buyer.waitForURL(/#\/pages\/order\/index\?tab=received/);
    await buyer.getByText(`No. ${orderNo}`).waitFor();
    expect(await buyer.locator('.order-summary time').first().textContent()).toMatch(MOMENT);
    await shotInEachLanguage('list-received', { 'zh-CN': '已收货', 'zh-TW': '已收貨' });
    await buyer.getByRole('tab', { name: 'Completed', exact: true }).click();
    await buyer.getByText('No orders here yet').waitFor();
  });

  await step('a mainland mobile without +86 is taken when the address is in China', async () => {
    await buyer.goto('/#/pages/address/editing');
    await buyer.getByLabel('Surname').fill('Wang');
    await buyer.getByLabel('Name', { exact: true }).fill('Fang');
    await buyer.getByLabel('Mobile').fill('138 0013 8000');
    await buyer.getByLabel('Country').fill('Hong Kong');
    await buyer.getByLabel('City').fill('Shenzhen');
    await buyer.getByLabel('Address', { exact: true }).fill('Room 1203, 6 Shennan Road, Futian');
    await buyer.getByRole('button', { name: 'Save address' }).click();
    await buyer.getByText('Please enter the number with its area code').waitFor();
    await buyer.getByLabel('Country').fill('China');
    await buyer.getByText('Please enter the number with its area code').waitFor({ state: 'detached' }); // prettier-ignore
    await shot(buyer, 'address-china');
    await buyer.getByRole('button', { name: 'Save address' }).click();
    await buyer.getByText('Address saved').waitFor();
    await buyer.goto('/#/pages/address/index');
    await buyer.getByText('+86 138 0013 8000').waitFor();
    await shotInEachLanguage('addresses-china', {
      'zh-CN': '+86 138 0013 8000',
      'zh-TW': '+86 138 0013 8000',
    });
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
      ['#/pages/cart/index?tab=blank', `text=${roughNo}`],
      ['#/pages/address/index', 'text=12/F, 8 Canton Road, Tsim Sha Tsui'],
      ['#/pages/address/editing', 'text=Save address'],
      ['#/pages/order/index', 'text=Received'],
      ['#/pages/order/details?id=', 'text=Progress'],
      ['#/pages/order/record?id=', 'text=Order submitted'],
      ['#/pages/order/customize', 'text=Description'],
    ] as const) {
      await buyer.goto(`/${route}${route.endsWith('=') ? orderId : ''}`);
      await buyer.locator(ready).first().waitFor();
      expect(await seriousViolations(buyer), route).toEqual([]);
    }
  });

  await step('the buyer adds a remark to a new order, then cancels it with a reason', async () => {
    // The remark's and the cancellation's rules come with the first tap, not with the page.
    const stones = await asBuyer<{ List: { Id: number }[] }>('POST', '/api/Diamonds/DiamandsQuery', { PageIndex: 3, PageSize: 1 }); // prettier-ignore
    const cart = await asBuyer<{ StatisticsDetail: { Data: { CartId: number; Goods: { Id: number } }[] }[] }>('PUT', '/api/ShoppingCart/Add', { GoodsList: [{ GoodsId: stones.List[0]!.Id }] }); // prettier-ignore
    const line = cart.StatisticsDetail.flatMap(({ Data }) => Data).find(({ Goods }) => Goods.Id === stones.List[0]!.Id); // prettier-ignore
    const placed = await asBuyer<{ OrderId: number }>('POST', '/api/Order/AddOrder', { CartIds: [line!.CartId], ReceivingMethod: 'express', LogisticsId: 2 }); // prettier-ignore
    await buyer.goto(`/#/pages/order/details?id=${placed.OrderId}`);
    await buyer.getByText('Progress').first().waitFor();

    await buyer.getByRole('button', { name: 'Add remark' }).first().click();
    const sheet = buyer.getByRole('dialog', { name: 'Add a remark' });
    await sheet.getByRole('button', { name: 'Add remark' }).click();
    await buyer.getByText('Cannot be empty').waitFor();
    await sheet.getByLabel('Remark').fill('Please ship with the certificate in the parcel');
    await sheet.getByRole('button', { name: 'Add remark' }).click();
    await buyer.getByText('Remark added').waitFor();
    await buyer.locator('.order-remarks').getByText('Please ship with the certificate in the parcel').waitFor(); // prettier-ignore

    await buyer.locator('.order-action-bar').getByRole('button', { name: 'Cancel order' }).click();
    const dialog = buyer.getByRole('dialog');
    await dialog.getByLabel('Reason (optional)').fill('Ordered the wrong stone');
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await buyer.getByText('The order has been cancelled').waitFor();
    const order = await asBuyer<{ Status: string }>('POST', '/api/Order/Detail', { OrderId: placed.OrderId }); // prettier-ignore
    expect(order.Status).toBe('Cancelled');
  });

  await step('the buyer changes how many CVD seeds a cart line holds', async () => {
    // The number box comes with the first line that has one (a cart of single stones has none).
    const seeds = await asBuyer<{ List: { Id: number; StockNo: string; MinBuy: number; Stock: number }[] }>('POST', '/api/Diamonds/SeedCrystalQuery', { PageIndex: 1, PageSize: 5 }); // prettier-ignore
    const seed = seeds.List.find(({ MinBuy, Stock }) => Stock > MinBuy)!;
    const added = await asBuyer('PUT', '/api/ShoppingCart/Add', { GoodsList: [{ GoodsId: seed.Id, Quantity: seed.MinBuy }] }); // prettier-ignore
    expect(added).not.toBeNull();
    await buyer.goto('/#/pages/cart/index?tab=blank');
    // Added behind the page's back: the cart the app holds is read again.
    await buyer.reload();
    const line = buyer.locator('.cart-line', { hasText: seed.StockNo });
    const amount = await line.locator('.cart-line-amount').textContent();
    const box = line.getByRole('spinbutton', { name: /^Quantity of / });
    expect(await box.inputValue()).toBe(String(seed.MinBuy));
    await box.fill(String(seed.MinBuy + 1));
    await box.blur();
    await expect.poll(() => line.locator('.cart-line-amount').textContent()).not.toBe(amount);
    await expect
      .poll(async () => {
        const cart = await asBuyer<{ StatisticsDetail: { Data: { Quantity: number; Goods: { Id: number } }[] }[] }>('GET', '/api/ShoppingCart/GetList?SecretId=0&SecretKey=0'); // prettier-ignore
        return cart.StatisticsDetail.flatMap(({ Data }) => Data).find(({ Goods }) => Goods.Id === seed.Id)?.Quantity; // prettier-ignore
      })
      .toBe(seed.MinBuy + 1);
  });
}, 300_000);
