import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { artifacts, atRest, callApi, type Stack, startStack, step, stillness } from './harness';

// Memo at the back office: the admin gives the demo buyer a memo limit from their page; the
// buyer asks for two stones on memo through the API; the clerk approves and ships the memo with
// a tracking number, and the buyer sees it shipped with a due date; the buyer sends one stone
// back, the clerk records it received, and the stone is on sale again.
let stack: Stack;
let desk: BrowserContext;
let page: Page;
const problems: string[] = [];

/** A desk of its own for each member of staff: a fresh session at 1440×900. */
async function openDesk() {
  await desk?.close();
  desk = await stack.browser.newContext({
    viewport: { width: 1440, height: 900 },
    baseURL: stack.baseUrl,
  });
  page = await desk.newPage();
  page.on('pageerror', (error) => problems.push(error.message));
}

beforeAll(async () => {
  stack = await startStack();
});
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') {
    await page.screenshot({ path: path.join(artifacts, `console-memo-failed.png`) });
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

type Stone = { Id: number; StockNo: string; Stock: number; Available: boolean };
type Memo = {
  MemoId: number;
  No: string;
  Status: string;
  DueAt: string | null;
  TrackingNo: string | null;
  Lines: { GoodsId: number; Outcome: string; ReceivedAt: string | null }[];
};

/** The page once its toasts have gone and nothing moves (a dialog opening, a tab's bar). */
async function shot(name: string) {
  await stillness(page, '.ant-message-notice');
  await page.screenshot({ path: path.join(artifacts, `console-${name}.png`) });
}

async function logInAs(email: string, password: string, name: string) {
  await openDesk();
  await page.goto('/console/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByText(`Welcome back, ${name}`).waitFor();
}

test('a memo from the limit to a stone back on sale', async () => {
  const buyer = await logIn('/api/Relation/EmailLogin', 'demo@facet.local', 'Demo1234');
  const { List: stones } = await api<{ List: Stone[] }>(buyer, '/api/Diamonds/DiamandsQuery', { PageIndex: 1, PageSize: 2 }); // prettier-ignore
  const [kept, returned] = stones as [Stone, Stone];

  await step('the admin gives the buyer a memo limit from their page', async () => {
    await logInAs('admin@facet.local', 'Admin1234', 'Demo Admin');
    await page.getByRole('menuitem', { name: 'Buyers' }).click();
    await page.getByRole('cell', { name: 'demo@facet.local' }).first().click();
    const drawer = await atRest(page.getByRole('dialog'));
    await drawer.getByRole('heading', { name: /Memo limit\s*No memo/ }).waitFor();
    await drawer.getByRole('spinbutton', { name: 'Memo limit' }).fill('1000000');
    await drawer.getByRole('button', { name: 'Save limit' }).click();
    await page.getByText('Memo limit saved').waitFor();
    await drawer.getByRole('heading', { name: /Memo limit\s*Now \$1,000,000\.00/ }).waitFor();
    await shot('memo-limit-en');
  });

  const address = await api<{ Id: number }>(buyer, '/api/Wholesaler_Address/AddOrUpd', {
    Surname: 'Chan',
    Name: 'Mei',
    Mobile: '+852 9123 4567',
    Address: '8 Queen’s Road Central, 12/F',
    City: 'Hong Kong',
    Country: 'Hong Kong',
  });
  const asked = await api<Memo>(buyer, '/api/Memo/Request', {
    GoodsIds: [kept.Id, returned.Id],
    AddressId: address.Id,
    Note: 'To show a client on Friday',
  });
  const row = () => page.getByRole('row').filter({ hasText: asked.No });

  await step('the clerk finds the request counted on the menu and approves it', async () => {
    await logInAs('clerk@facet.local', 'Clerk1234', 'Demo Clerk');
    const entry = page.getByRole('menuitem', { name: /Memos/ });
    await expect.poll(() => entry.textContent()).toContain('1 to answer, 0 overdue');
    await entry.click();
    await page.getByRole('heading', { level: 1, name: 'Memos' }).waitFor();
    await page.getByRole('tab', { name: /Requested\s*1/ }).waitFor();
    for (const text of ['Demo Buyer', 'demo@facet.local', 'Limit $1,000,000.00', '2 stones']) {
      await row().getByText(text, { exact: true }).waitFor();
    }
    await row()
      .getByRole('button', { name: `Show the stones on ${asked.No}` })
      .click();
    await page.getByRole('heading', { name: `Stones on ${asked.No}` }).waitFor();
    await page.getByRole('cell', { name: kept.StockNo, exact: true }).waitFor();
    await shot('memos-en');

    await row().getByRole('button', { name: 'Approve' }).click();
    const dialog = await atRest(page.getByRole('dialog', { name: `Approve memo ${asked.No}?` }));
    await dialog.getByText('To show a client on Friday').waitFor();
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await page.getByText(`Memo ${asked.No} approved: its stones are off the market`).waitFor();
  });

  await step('the clerk ships it with a tracking number; the buyer sees the due date', async () => {
    await page.getByRole('tab', { name: 'To ship' }).click();
    await row().getByRole('button', { name: 'Ship' }).click();
    const dialog = await atRest(page.getByRole('dialog', { name: `Ship memo ${asked.No}` }));
    await dialog.getByText(/^Shipped today, the memo is due \d{4}-\d{2}-\d{2} \(ET\)$/).waitFor();
    // The tracking number is required before anything is sent.
    await dialog.getByRole('button', { name: 'Ship' }).click();
    await dialog.getByText('Cannot be empty').waitFor();
    await dialog.getByLabel('Tracking number').fill('FX 7712 3456');
    await shot('memo-ship-en');
    await dialog.getByRole('button', { name: 'Ship' }).click();
    await page.getByText(`Memo ${asked.No} shipped`).waitFor();

    const { List: mine } = await api<{ List: Memo[] }>(buyer, '/api/Memo/List', {});
    const shipped = mine.find((memo) => memo.MemoId === asked.MemoId)!;
    expect(shipped).toMatchObject({ Status: 'shipped', TrackingNo: 'FX 7712 3456' });
    expect(Date.parse(shipped.DueAt!)).toBeGreaterThan(Date.now() + 9 * 86_400_000);
  });

  await step('the buyer sends one stone back; the clerk records it received', async () => {
    await api<Memo>(buyer, '/api/Memo/Return', {
      MemoId: asked.MemoId,
      GoodsIds: [returned.Id],
      TrackingNo: 'RET 5521',
    });
    const gone = await api<Stone>(buyer, '/api/Diamonds/Detail', { Id: returned.Id });
    expect(gone.Stock).toBe(0);

    await page.getByRole('tab', { name: 'Out' }).click();
    await page.getByRole('button', { name: 'Refresh memos' }).click();
    await row().getByText('1 out · 1 on the way back').waitFor();
    await row()
      .getByText(/^\d+ d \d+ h left$/)
      .waitFor();
    await shot('memos-out-en');
    await row().getByRole('button', { name: 'Record received' }).click();
    const dialog = await atRest(
      page.getByRole('dialog', { name: `Stones back from memo ${asked.No}` }),
    );
    const stone = dialog.getByRole('checkbox', { name: new RegExp(returned.StockNo) });
    expect(await stone.isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Record received' }).click();
    await page.getByText(`Stones of memo ${asked.No} recorded as received`).waitFor();

    const back = await api<Stone>(buyer, '/api/Diamonds/Detail', { Id: returned.Id });
    expect(back).toMatchObject({ Stock: 1, Available: true });
    const stillOut = await api<Stone>(buyer, '/api/Diamonds/Detail', { Id: kept.Id });
    expect(stillOut.Stock).toBe(0);
  });

  await step('the dashboard counts the memo out and the value still with the buyer', async () => {
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    const figure = page.locator('.stats-figure', { hasText: 'Memos out now' });
    await expect.poll(() => figure.locator('.stats-figure-value').textContent()).toBe('1');
    await figure.getByText(/^\$[\d,.]+ of stones with buyers · 0 overdue$/).waitFor();
    await page.locator('.stats-figure', { hasText: 'Offers made' }).waitFor();
    await page.locator('.stats-figure', { hasText: 'Returns asked for' }).waitFor();
    await figure.scrollIntoViewIfNeeded();
    await shot('dashboard-trade-en');
    // At a narrow width the three figures stack, each on its own line.
    await page.setViewportSize({ width: 720, height: 900 });
    await figure.scrollIntoViewIfNeeded();
    await shot('dashboard-trade-narrow-en');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goBack();
    await page.getByRole('tab', { name: 'Out', selected: true }).waitFor();
  });

  await step('in Chinese, the memo out and its stones', async () => {
    await page.getByRole('button', { name: /^Language: / }).click();
    await page.getByRole('menuitem', { name: '简体中文' }).click();
    await page.getByRole('heading', { level: 1, name: '寄售' }).waitFor();
    await row()
      .getByRole('button', { name: `显示 ${asked.No} 的钻石` })
      .click();
    await page.getByRole('heading', { name: `${asked.No} 的钻石` }).waitFor();
    await row().first().getByText('1 颗在外', { exact: true }).waitFor();
    await shot('memos-zh-CN');
  });
});
