import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { artifacts, buyerAndClerk, callApi, logInAsDemoBuyer, step, stillness } from './harness';

// Memo on a phone: an admin gives the demo buyer a memo limit, the buyer asks for two stones on
// memo from their pages and is refused a third over the limit, a clerk approves and ships, and
// the buyer buys one stone from My memos (and finds its order) and sends the other back with the
// parcel's tracking number. The sheet and My memos are also photographed in Chinese.
let people: Awaited<ReturnType<typeof buyerAndClerk>>;
let buyer: Page;
let buyerToken = '';
let buyerId = 0;
let clerkToken = '';
let adminToken = '';

beforeAll(async () => {
  people = await buyerAndClerk();
  ({ buyer } = people);
  const login = await api<{ ToKen: string; UserId: number }>('', '/api/Relation/EmailLogin', { Email: 'demo@facet.local', Password: 'Demo1234' }); // prettier-ignore
  ({ ToKen: buyerToken, UserId: buyerId } = login);
  clerkToken = (await api<{ ToKen: string }>('', '/api/Admin/Login', { Email: 'clerk@facet.local', Password: 'Clerk1234' })).ToKen; // prettier-ignore
  adminToken = (await api<{ ToKen: string }>('', '/api/Admin/Login', { Email: 'admin@facet.local', Password: 'Admin1234' })).ToKen; // prettier-ignore
});
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') await people.screenshots(`memo-failed-${task.name}`);
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
  await page.screenshot({ path: path.join(artifacts, `shop-memo-${name}.png`) });
}

type Stone = { Id: number; StockNo: string; Price: number };
type Memo = { MemoId: number; No: string; Status: string; Lines: { GoodsId: number }[] };

const usd = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);
const cents = (amount: number) => Math.round(amount * 100);

const showIn = async (locale: 'en' | 'zh-CN') => {
  await buyer.evaluate((chosen) => localStorage.setItem('facet.shop.locale', chosen), locale);
  await buyer.reload();
};

/** The buyer opens a stone's page and asks for it on memo; the memo's number is returned. */
async function askOnMemo(stone: Stone, name?: string) {
  await buyer.goto(`/#/pages/ProductDetails/index?id=${stone.Id}`);
  await buyer.getByText(`Stock no. ${stone.StockNo}`).waitFor();
  const ask = buyer.getByRole('button', { name: 'Ask on memo' });
  await ask.scrollIntoViewIfNeeded();
  if (name) await shot(buyer, `${name}-details`);
  await ask.click();
  const sheet = buyer.getByRole('dialog', { name: 'Ask on memo' });
  await sheet.getByText(usd(stone.Price), { exact: true }).waitFor();
  return sheet;
}

test('a stone asked on memo, approved and shipped, one bought and one sent back', async () => {
  const { List } = await api<{ List: Stone[] }>(buyerToken, '/api/Diamonds/DiamandsQuery', { PageIndex: 1, PageSize: 3 }); // prettier-ignore
  const [kept, sentBack, tooDear] = List as [Stone, Stone, Stone];
  // Room for the first two stones and not a cent more.
  const limit = (cents(kept.Price) + cents(sentBack.Price)) / 100;

  await step('an admin gives the buyer a memo limit; the buyer has an address', async () => {
    await api(adminToken, '/api/Admin/Buyers/SetMemoLimit', { UserId: buyerId, LimitUsd: limit });
    await api(buyerToken, '/api/Wholesaler_Address/AddOrUpd', {
      Surname: 'Chan',
      Name: 'Tai Man',
      Mobile: '+852 9123 4567',
      Country: 'Hong Kong',
      City: 'Kowloon',
      Address: '12/F, 8 Canton Road, Tsim Sha Tsui',
      IsDefault: true,
    });
  });

  await step('the buyer asks for a stone on memo from its page', async () => {
    await logInAsDemoBuyer(buyer);
    const sheet = await askOnMemo(kept, 'ask');
    await sheet.getByText(`${usd(limit)} of ${usd(limit)}`).waitFor();
    await expect.poll(() => sheet.getByRole('radio').first().isChecked()).toBe(true);
    await sheet.getByLabel('Note (optional)').fill('For a client viewing on Friday');
    await shot(buyer, 'sheet');
    await sheet.getByRole('button', { name: 'Ask for it on memo' }).click();
    await sheet.getByText('Memo requested').waitFor();
    await sheet.getByText(/^Your request M\d+ is with us/).waitFor();
    await shot(buyer, 'sheet-sent');
    await sheet.getByRole('button', { name: 'Done' }).click();
  });

  await step(
    'a second stone fits what is left; a third is over the limit and refused',
    async () => {
      const second = await askOnMemo(sentBack);
      await second.getByText(`${usd(sentBack.Price)} of ${usd(limit)}`).waitFor();
      await second.getByRole('button', { name: 'Ask for it on memo' }).click();
      await second.getByText('Memo requested').waitFor();
      await second.getByRole('button', { name: 'Done' }).click();

      const third = await askOnMemo(tooDear);
      await third.getByText(`${usd(0)} of ${usd(limit)}`).waitFor();
      await expect
        .poll(() => third.getByRole('alert').textContent())
        .toBe(
          'These stones are worth more than your memo limit has left. Ask for fewer, or settle a memo first',
        );
      expect(await third.getByRole('button', { name: 'Ask for it on memo' }).isDisabled()).toBe(
        true,
      );
      await shot(buyer, 'sheet-over-limit');
      await third.getByRole('button', { name: 'Close' }).click();
    },
  );

  const memos = (await api<{ List: Memo[] }>(buyerToken, '/api/Memo/List', {})).List;
  const memoOf = (stone: Stone) => memos.find((m) => m.Lines.some((l) => l.GoodsId === stone.Id))!; // prettier-ignore

  await step('the buyer sees the requests waiting in My memos', async () => {
    await buyer.goto('/#/pages/myAccount/index');
    await buyer.getByRole('link', { name: 'My Memos' }).click();
    await buyer.waitForURL(/#\/pages\/memo\/index/);
    const card = buyer.getByRole('article', { name: `Memo ${memoOf(kept).No}` });
    await card.getByText('Awaiting approval').waitFor();
    await card.getByText('Your note: For a client viewing on Friday').waitFor();
    await shot(buyer, 'requested');
  });

  await step('a clerk approves and ships both memos', async () => {
    for (const [memo, tracking] of [
      [memoOf(kept), '1Z999AA10123456784'],
      [memoOf(sentBack), '1Z999AA10123456785'],
    ] as const) {
      // prettier-ignore
      await api(clerkToken, '/api/Admin/Memos/Answer', { MemoId: memo.MemoId, Action: 'approve' });
      const shipped = await api<Memo>(clerkToken, '/api/Admin/Memos/Answer', { MemoId: memo.MemoId, Action: 'ship', TrackingNo: tracking }); // prettier-ignore
      expect(shipped.Status).toBe('shipped');
    }
  });

  await step('the buyer buys one stone and finds its order', async () => {
    await buyer.reload();
    await buyer
      .getByText(`${usd(limit)}`, { exact: true })
      .first()
      .waitFor();
    const card = buyer.getByRole('article', { name: `Memo ${memoOf(kept).No}` });
    await card.getByText('Shipped', { exact: true }).waitFor();
    await card.getByText('10 days left').waitFor();
    await card.getByText('1Z999AA10123456784').waitFor();
    await card.getByText('With you').waitFor();
    await shot(buyer, 'shipped');
    await card.getByRole('button', { name: `Buy ${kept.StockNo}` }).click();
    const sheet = buyer.getByRole('dialog', { name: `Buy ${kept.StockNo}` });
    await sheet.getByText(`at its memo price of ${usd(kept.Price)}`, { exact: false }).waitFor();
    await shot(buyer, 'buy-confirm');
    await sheet.getByRole('button', { name: `Buy for ${usd(kept.Price)}` }).click();
    await sheet.getByText('Your order is confirmed.', { exact: false }).waitFor();
    await shot(buyer, 'bought');
    await sheet.getByRole('link', { name: 'See the order' }).click();
    await buyer.waitForURL(/#\/pages\/order\/details\?id=\d+/);
    await buyer.getByText(kept.StockNo).first().waitFor();
    await buyer.getByText(usd(kept.Price)).first().waitFor();
  });

  await step('the buyer sends the other stone back with the tracking number', async () => {
    await buyer.goto('/#/pages/memo/index');
    const card = buyer.getByRole('article', { name: `Memo ${memoOf(sentBack).No}` });
    await card.getByRole('button', { name: `Return ${sentBack.StockNo}` }).click();
    const sheet = buyer.getByRole('dialog', { name: `Return ${sentBack.StockNo}` });
    await sheet.getByRole('button', { name: 'Send back' }).click();
    await expect
      .poll(() => sheet.getByRole('alert').textContent())
      .toBe('Enter the parcel’s tracking number');
    await sheet.getByLabel('Tracking number').fill('RR123456789HK');
    await shot(buyer, 'return');
    await sheet.getByRole('button', { name: 'Send back' }).click();
    await buyer.getByText('Marked as sent back').waitFor();
    await card.getByText('Sent back · RR123456789HK').waitFor();
    // The bought stone says so, with the way to its order.
    const bought = buyer.getByRole('article', { name: `Memo ${memoOf(kept).No}` });
    await bought.getByRole('link', { name: 'See the order' }).waitFor();
    await shot(buyer, 'settled');
  });

  await step('My memos and the sheet in Chinese', async () => {
    await showIn('zh-CN');
    await buyer.getByText('寄售额度').waitFor();
    await buyer.getByText('已退回 · RR123456789HK').waitFor();
    await shot(buyer, 'memos-zh-CN');
    await buyer.goto(`/#/pages/ProductDetails/index?id=${tooDear.Id}`);
    await buyer.getByRole('button', { name: '申请寄售' }).click();
    const sheet = buyer.getByRole('dialog', { name: '申请寄售' });
    await sheet.getByText('寄送地址').waitFor();
    await shot(buyer, 'sheet-zh-CN');
    await sheet.getByRole('button', { name: '关闭' }).click();
    await showIn('en');
  });
});
