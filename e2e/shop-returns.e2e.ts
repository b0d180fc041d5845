import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { artifacts, buyerAndClerk, callApi, logInAsDemoBuyer, step, stillness } from './harness';

// A return on a phone: the demo buyer's order of two stones is taken to Received through the
// API; the buyer opens it, asks to return one stone ("other" asks what is wrong) with a picture,
// a clerk authorises it, and the buyer finds the RMA on the order and enters the parcel's
// tracking number. My returns is also photographed in Chinese.
let people: Awaited<ReturnType<typeof buyerAndClerk>>;
let buyer: Page;
let buyerToken = '';
let clerkToken = '';

beforeAll(async () => {
  people = await buyerAndClerk();
  ({ buyer } = people);
  buyerToken = (await api<{ ToKen: string }>('', '/api/Relation/EmailLogin', { Email: 'demo@facet.local', Password: 'Demo1234' })).ToKen; // prettier-ignore
  clerkToken = (await api<{ ToKen: string }>('', '/api/Admin/Login', { Email: 'clerk@facet.local', Password: 'Clerk1234' })).ToKen; // prettier-ignore
});
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') await people.screenshots(`returns-failed-${task.name}`);
});
afterAll(async () => {
  expect(await people.close()).toEqual({ problems: [], exitCode: 0 });
});

/** A call of the API as `token`, failing the test when it is refused. */
const api = <T>(token: string, route: string, body?: unknown, method?: string) =>
  callApi<T>(people.stack.baseUrl, token, route, body, method);

/** The page as it stands once a sheet has finished rising and any toast has gone. */
async function shot(page: Page, name: string) {
  await stillness(page, '.adm-toast-mask');
  await page.screenshot({ path: path.join(artifacts, `shop-returns-${name}.png`) });
}

type Stone = { Id: number; StockNo: string; Price: number };
type Cart = { StatisticsDetail: { Data: { CartId: number }[] }[] };
type Return = { ReturnId: number; No: string; Rma: string | null; Status: string };

const usd = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);
const picture = path.join(import.meta.dirname, 'fixtures/transfer-voucher.png');

/** The buyer's order of `stones`, confirmed, paid, shipped and received through the API. */
async function receivedOrder(stones: Stone[]) {
  await api(buyerToken, '/api/Wholesaler_Address/AddOrUpd', {
    Surname: 'Chan',
    Name: 'Tai Man',
    Mobile: '+852 9123 4567',
    Country: 'Hong Kong',
    City: 'Kowloon',
    Address: '12/F, 8 Canton Road, Tsim Sha Tsui',
  });
  const cart = await api<Cart>(buyerToken, '/api/ShoppingCart/Add', { GoodsList: stones.map((s) => ({ GoodsId: s.Id })) }, 'PUT'); // prettier-ignore
  const CartIds = cart.StatisticsDetail.flatMap((tab) => tab.Data.map((line) => line.CartId));
  const { OrderId } = await api<{ OrderId: number }>(buyerToken, '/api/Order/AddOrder', { CartIds, ReceivingMethod: 'pickup' }); // prettier-ignore
  for (const move of ['Confirm', 'MarkPaid', 'ReadyToShip']) {
    await api(clerkToken, `/api/Admin/Orders/${move}`, { OrderId });
  }
  await api(clerkToken, '/api/Admin/Orders/Ship', { OrderId, Carrier: 'FedEx', TrackingNo: '7712 3456 7890' }); // prettier-ignore
  await api(buyerToken, '/api/Order/ConfirmReceipt', { OrderId });
  return OrderId;
}

test('a stone asked back with a reason and a picture, authorised, its tracking number entered', async () => {
  const { List } = await api<{ List: Stone[] }>(buyerToken, '/api/Diamonds/DiamandsQuery', { PageIndex: 1, PageSize: 2 }); // prettier-ignore
  const [returned, kept] = List as [Stone, Stone];
  const orderId = await receivedOrder([returned, kept]);
  const returnsCard = buyer.getByRole('region', { name: 'Returns' });

  await step('the buyer opens the received order and asks to return stones', async () => {
    await logInAsDemoBuyer(buyer);
    await buyer.goto(`/#/pages/order/details?id=${orderId}`);
    const ask = buyer.getByRole('link', { name: /^Return stones/ });
    await ask.scrollIntoViewIfNeeded();
    await returnsCard.getByText(/^Returns are open until \d{4}-\d{2}-\d{2} \d{2}:\d{2} ET\.$/).waitFor(); // prettier-ignore
    await shot(buyer, 'order');
    await ask.click();
    await buyer.waitForURL(/#\/pages\/returns\/request\?id=\d+/);
  });

  await step(
    'nothing chosen, then "other" without a note, is refused under the fields',
    async () => {
      await buyer.getByRole('button', { name: 'Ask to return' }).click();
      await buyer.getByText('Choose at least one stone').waitFor();
      await buyer.getByText('Choose a reason').waitFor();
      await buyer.getByRole('checkbox', { name: new RegExp(returned.StockNo) }).check();
      await buyer.getByRole('radio', { name: 'Other' }).check();
      await buyer.getByRole('button', { name: 'Ask to return' }).click();
      await buyer.getByText('Say what is wrong').waitFor();
      await expect.poll(() => buyer.getByRole('alert').count()).toBe(1);
    },
  );

  await step('the buyer gives the reason, a note and a picture, and sends it', async () => {
    await buyer.getByRole('radio', { name: 'Damaged' }).check();
    await buyer.getByLabel('Note (optional)').fill('A chip on the girdle at 3 o’clock');
    await buyer.locator('input[type=file]').setInputFiles(picture);
    await expect.poll(() => buyer.locator('.adm-image-uploader-cell-image').count()).toBe(1);
    await expect.poll(() => buyer.getByRole('button', { name: 'Ask to return' }).isEnabled()).toBe(true); // prettier-ignore
    await shot(buyer, 'request');
    await buyer.getByRole('button', { name: 'Ask to return' }).click();
    await buyer.getByText('Return requested').waitFor();
    await buyer.waitForURL(/#\/pages\/order\/details\?id=\d+/);
    await returnsCard.getByText('Awaiting answer').waitFor();
    await returnsCard.getByText(`Damaged · 1 picture`).waitFor();
    await returnsCard.getByText(usd(returned.Price), { exact: false }).waitFor();
    // The other stone may still be returned.
    await returnsCard.getByRole('link', { name: /^Return stones/ }).waitFor();
    await shot(buyer, 'requested');
  });

  const [asked] = (await api<{ List: Return[] }>(buyerToken, '/api/Return/List', {})).List as [Return]; // prettier-ignore

  await step('a clerk authorises the return', async () => {
    const authorised = await api<Return>(clerkToken, '/api/Admin/Returns/Answer', {
      ReturnId: asked.ReturnId,
      Action: 'authorise',
      Note: 'Send it with the certificate, please',
    });
    expect(authorised.Rma).toMatch(/^RMA\d{6}$/);
    asked.Rma = authorised.Rma;
  });

  await step('the buyer sees the RMA on the order and enters the tracking number', async () => {
    await buyer.reload();
    const card = returnsCard.getByRole('article', { name: `Return ${asked.No}` });
    await card.getByText('Authorised', { exact: true }).waitFor();
    await card.getByText(asked.Rma!, { exact: true }).waitFor();
    await card.getByText(`Write ${asked.Rma} on the parcel`, { exact: false }).waitFor();
    await card.getByText('From your salesperson: Send it with the certificate, please').waitFor();
    await card.getByRole('button', { name: 'Enter tracking number' }).scrollIntoViewIfNeeded();
    await shot(buyer, 'authorised');
    await card.getByRole('button', { name: 'Enter tracking number' }).click();
    const sheet = buyer.getByRole('dialog', { name: `Tracking number for ${asked.No}` });
    await sheet.getByLabel('Tracking number').fill('RET-7712-3456');
    await shot(buyer, 'tracking');
    await sheet.getByRole('button', { name: 'Save' }).click();
    await buyer.getByText('Tracking number saved').waitFor();
    await card.getByText('On its way back').waitFor();
    await card.getByText('RET-7712-3456').waitFor();
  });

  await step('My returns lists it, in English and in Chinese', async () => {
    await buyer.goto('/#/pages/myAccount/index');
    await buyer.getByRole('link', { name: 'My Returns' }).click();
    await buyer.waitForURL(/#\/pages\/returns\/index/);
    const card = buyer.getByRole('article', { name: `Return ${asked.No}` });
    await card.getByText('On its way back').waitFor();
    await card.getByRole('link', { name: /^Order / }).waitFor();
    await shot(buyer, 'mine');
    await buyer.evaluate(() => localStorage.setItem('facet.shop.locale', 'zh-CN'));
    await buyer.reload();
    await buyer.getByText('退回途中').waitFor();
    await shot(buyer, 'mine-zh-CN');
    await buyer.goto(`/#/pages/returns/request?id=${orderId}`);
    await buyer.getByText('要退回的石头', { exact: true }).waitFor();
    await shot(buyer, 'request-zh-CN');
    await buyer.evaluate(() => localStorage.setItem('facet.shop.locale', 'en'));
  });
});
