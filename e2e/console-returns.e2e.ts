import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { artifacts, callApi, type Stack, startStack, step, stillness, atRest } from './harness';

// Returns at the back office: the demo buyer's order of two stones is taken to "received"
// through the API and the buyer asks to return one, with a picture; the clerk authorises it
// (an RMA), the buyer ships it, the clerk records it received and back on sale, then refunds
// part of its price; the buyer's list shows it refunded.
let stack: Stack;
let desk: BrowserContext;
let clerk: Page;
const problems: string[] = [];

beforeAll(async () => {
  stack = await startStack();
  desk = await stack.browser.newContext({
    viewport: { width: 1440, height: 900 },
    baseURL: stack.baseUrl,
  });
  clerk = await desk.newPage();
  clerk.on('pageerror', (error) => problems.push(error.message));
});
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') {
    await clerk.screenshot({ path: path.join(artifacts, `console-returns-failed.png`) });
  }
});
afterAll(async () => {
  await desk?.close();
  expect(await stack.stop()).toBe(0);
  expect(problems).toEqual([]);
});

/** A call of the API as `token`, failing the test when it is refused. */
const api = <T>(token: string, route: string, body?: unknown, method?: string) =>
  callApi<T>(stack.baseUrl, token, route, body, method);
const logIn = (route: string, Email: string, Password: string) =>
  api<{ ToKen: string }>('', route, { Email, Password }).then((user) => user.ToKen);

type Stone = { Id: number; StockNo: string; Price: number; Stock: number; Available: boolean };
type Cart = { StatisticsDetail: { Data: { CartId: number }[] }[] };
type Return = {
  ReturnId: number;
  No: string;
  Status: string;
  Rma: string | null;
  AmountUsd: number;
  RefundUsd: number | null;
};

/** The clerk's page once its toasts have gone and nothing moves. */
async function shot(name: string) {
  await stillness(clerk, '.ant-message-notice');
  await clerk.screenshot({ path: path.join(artifacts, `console-${name}.png`) });
}

/** The buyer's order of `stones`, confirmed, paid, shipped and received through the API. */
async function receivedOrder(buyer: string, staff: string, stones: Stone[]) {
  await api(buyer, '/api/Wholesaler_Address/AddOrUpd', {
    Surname: 'Chan',
    Name: 'Mei',
    Mobile: '+852 9123 4567',
    Address: '8 Queen’s Road Central, 12/F',
    City: 'Hong Kong',
    Country: 'Hong Kong',
  });
  const cart = await api<Cart>(buyer, '/api/ShoppingCart/Add', { GoodsList: stones.map((s) => ({ GoodsId: s.Id })) }, 'PUT'); // prettier-ignore
  const CartIds = cart.StatisticsDetail.flatMap((tab) => tab.Data.map((line) => line.CartId));
  const { OrderId, OrderNo } = await api<{ OrderId: number; OrderNo: string }>(buyer, '/api/Order/AddOrder', { CartIds, ReceivingMethod: 'pickup' }); // prettier-ignore
  for (const move of ['Confirm', 'MarkPaid', 'ReadyToShip']) {
    await api(staff, `/api/Admin/Orders/${move}`, { OrderId });
  }
  await api(staff, '/api/Admin/Orders/Ship', { OrderId, Carrier: 'FedEx', TrackingNo: '7712 3456 7890' }); // prettier-ignore
  await api(buyer, '/api/Order/ConfirmReceipt', { OrderId });
  return { OrderId, OrderNo };
}

/** A picture of the stone as the buyer photographed it, uploaded for a return. */
async function picture(token: string) {
  const form = new FormData();
  const png = await readFile(path.join(import.meta.dirname, 'fixtures/avatar.png'));
  form.append('file', new Blob([new Uint8Array(png)]), 'chip.png');
  const response = await fetch(`${stack.baseUrl}/api/Upload/Image?Purpose=return`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  const envelope = (await response.json()) as { Success: boolean; Data: { FileId: string } };
  expect(envelope.Success, JSON.stringify(envelope)).toBe(true);
  return envelope.Data.FileId;
}

test('a return authorised, received back on sale and partly refunded', async () => {
  const buyer = await logIn('/api/Relation/EmailLogin', 'demo@facet.local', 'Demo1234');
  const staff = await logIn('/api/Admin/Login', 'clerk@facet.local', 'Clerk1234');
  const { List: stones } = await api<{ List: Stone[] }>(buyer, '/api/Diamonds/DiamandsQuery', { PageIndex: 1, PageSize: 2 }); // prettier-ignore
  const [returned] = stones as [Stone, Stone];
  const order = await receivedOrder(buyer, staff, stones);
  const asked = await api<Return>(buyer, '/api/Return/Request', {
    OrderId: order.OrderId,
    GoodsIds: [returned.Id],
    Reason: 'damaged',
    Note: 'A chip on the girdle at 3 o’clock',
    Pictures: [await picture(buyer)],
  });
  const row = () => clerk.getByRole('row').filter({ hasText: asked.No });
  const usd = (amount: number) =>
    new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

  await step(
    'the clerk finds the request counted, with its order, reason and picture',
    async () => {
      await clerk.goto('/console/');
      await clerk.getByLabel('Email').fill('clerk@facet.local');
      await clerk.getByLabel('Password').fill('Clerk1234');
      await clerk.getByRole('button', { name: 'Log in' }).click();
      await clerk.getByText('Welcome back, Demo Clerk').waitFor();
      const entry = clerk.getByRole('menuitem', { name: /Returns/ });
      await expect.poll(() => entry.textContent()).toContain('1 return awaits a clerk');
      await entry.click();
      await clerk.getByRole('heading', { level: 1, name: 'Returns' }).waitFor();
      for (const text of [
        'Demo Buyer',
        'Damaged',
        '“A chip on the girdle at 3 o’clock”',
        'Requested',
      ]) {
        await row().getByText(text, { exact: true }).waitFor();
      }
      await row()
        .getByRole('link', { name: `Open order ${order.OrderNo}` })
        .waitFor();
      await row().getByRole('cell', { name: returned.StockNo }).waitFor();
      const thumbnail = row().getByRole('img', { name: `Picture 1 of ${asked.No}` });
      await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0); // prettier-ignore
      await shot('returns-en');
    },
  );

  await step('the clerk authorises it; the buyer ships it under the RMA', async () => {
    await row().getByRole('button', { name: 'Authorise' }).click();
    const dialog = await atRest(
      clerk.getByRole('dialog', { name: `Authorise return ${asked.No}?` }),
    );
    await dialog.getByRole('button', { name: 'Authorise' }).click();
    const rma = `RMA${String(asked.ReturnId).padStart(6, '0')}`;
    await clerk.getByText(`Return ${asked.No} authorised: ${rma}`).waitFor();
    await api(buyer, '/api/Return/Ship', { ReturnId: asked.ReturnId, TrackingNo: 'RET 445 001' });
  });

  await step('the clerk records it received, back on sale', async () => {
    await clerk.getByRole('tab', { name: 'On its way' }).click();
    await clerk.getByRole('button', { name: 'Refresh returns' }).click();
    await row().getByText('Tracking RET 445 001').waitFor();
    await row().getByRole('button', { name: 'Record received' }).click();
    const dialog = await atRest(clerk.getByRole('dialog', { name: `Return ${asked.No} arrived` }));
    const restock = dialog.getByRole('switch', { name: 'Put the stones back on sale' });
    expect(await restock.isChecked()).toBe(true);
    await dialog.getByLabel('Note').fill('Chip confirmed under the loupe');
    await dialog.getByRole('button', { name: 'Record received' }).click();
    await clerk.getByText(`Return ${asked.No} recorded as received`).waitFor();
    const back = await api<Stone>(buyer, '/api/Diamonds/Detail', { Id: returned.Id });
    expect(back).toMatchObject({ Stock: 1, Available: true });
  });

  const refund = Math.round(asked.AmountUsd * 50) / 100;
  await step('a refund above the price is refused on its field; part of it is sent', async () => {
    await clerk.getByRole('tab', { name: 'Received' }).click();
    await row().getByRole('button', { name: 'Refund' }).click();
    const dialog = await atRest(clerk.getByRole('dialog', { name: `Refund return ${asked.No}` }));
    const amount = dialog.getByLabel('Refund in USD');
    await expect.poll(() => amount.inputValue()).toBe(asked.AmountUsd.toFixed(2));
    await amount.fill(String(asked.AmountUsd + 1));
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await dialog
      .getByText('A refund is at least $0.01 and at most what the returned stones cost')
      .waitFor();
    await amount.fill(refund.toFixed(2));
    await shot('return-refund-en');
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await clerk.getByText(`${usd(refund)} refunded on return ${asked.No}`).waitFor();

    const { List: mine } = await api<{ List: Return[] }>(buyer, '/api/Return/List', {});
    expect(mine.find((r) => r.ReturnId === asked.ReturnId)).toMatchObject({
      Status: 'refunded',
      RefundUsd: refund,
    });
  });

  await step('in Chinese, the refunded return', async () => {
    await clerk.getByRole('tab', { name: 'Refunded' }).click();
    await row()
      .getByText(`${usd(refund)} refunded`)
      .waitFor();
    await clerk.getByRole('button', { name: /^Language: / }).click();
    await clerk.getByRole('menuitem', { name: '简体中文' }).click();
    await clerk.getByRole('heading', { level: 1, name: '退货' }).waitFor();
    await row().getByText('已重新上架').waitFor();
    await shot('returns-zh-CN');
  });
});
