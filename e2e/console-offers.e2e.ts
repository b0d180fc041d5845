import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { artifacts, atRest, callApi, type Stack, startStack, step, stillness } from './harness';

// Offers at the back office: the demo buyer offers about 10 % below the price on three stones
// through the API; the clerk finds them under Offers with the menu's count, counters the first
// (after trying a price above the stone's), accepts the second — the buyer's offers and cart
// show both — and, in Chinese, meets the third already answered by a colleague.
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
    await clerk.screenshot({ path: path.join(artifacts, `console-offers-failed.png`) });
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

type Stone = { Id: number; StockNo: string; PricePerCarat: number };
type Offer = {
  OfferId: number;
  GoodsId: number;
  Status: string;
  PricePerCarat: number;
  Total: number;
  CounterPricePerCarat: number | null;
  AgreedPricePerCarat: number | null;
};
type Cart = { StatisticsDetail: { Data: { Amount: number; Goods: { Id: number } }[] }[] };

const usd = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);
/** A price per carat `percent` below the stone's, to the cent. */
const below = (stone: Stone, percent: number) =>
  Math.round(stone.PricePerCarat * (100 - percent)) / 100;
/** The clerk's page once its toasts have gone and nothing moves (a dialog opening, a tab's bar). */
async function shot(name: string) {
  await stillness(clerk, '.ant-message-notice');
  await clerk.screenshot({ path: path.join(artifacts, `console-${name}.png`) });
}

test('the clerk counters one offer and accepts another; the buyer sees both', async () => {
  const buyer = await logIn('/api/Relation/EmailLogin', 'demo@facet.local', 'Demo1234');
  const admin = await logIn('/api/Admin/Login', 'admin@facet.local', 'Admin1234');
  const { List: stones } = await api<{ List: Stone[] }>(buyer, '/api/Diamonds/DiamandsQuery', { PageIndex: 1, PageSize: 3 }); // prettier-ignore
  const [first, second, third] = stones as [Stone, Stone, Stone];
  const offers: Offer[] = [];
  for (const [stone, note] of [
    [first, 'For a client’s engagement ring'],
    [second, ''],
    [third, ''],
  ] as const) {
    const made = await api<Offer>(buyer, '/api/Offer/Make', {
      GoodsId: stone.Id,
      PricePerCarat: below(stone, 10),
      ...(note && { Note: note }),
    });
    offers.push(made);
  }
  // A stone's row, in any language: the one with its link to the inventory.
  const rowOf = (stone: Stone) =>
    clerk.getByRole('row').filter({
      has: clerk.locator(`a[href$="/inventory?Keyword=${encodeURIComponent(stone.StockNo)}"]`),
    });
  const offersEntry = clerk.getByRole('menuitem', { name: /Offers|出价/ });

  await step(
    'the menu counts the offers waiting; the list shows the buyer and the prices',
    async () => {
      await clerk.goto('/console/');
      await clerk.getByLabel('Email').fill('clerk@facet.local');
      await clerk.getByLabel('Password').fill('Clerk1234');
      await clerk.getByRole('button', { name: 'Log in' }).click();
      await clerk.getByText('Welcome back, Demo Clerk').waitFor();
      await expect.poll(() => offersEntry.textContent()).toContain('3 offers await an answer');

      await offersEntry.click();
      await clerk.getByRole('heading', { level: 1, name: 'Offers' }).waitFor();
      await expect.poll(() => clerk.url()).toContain('#/offers');
      const row = rowOf(first);
      await row.waitFor();
      for (const text of [
        'Demo Buyer',
        'demo@facet.local',
        'House price',
        '3 offers, 0 accepted',
        `${usd(offers[0]!.PricePerCarat)}/ct`,
        `${usd(offers[0]!.Total)} in all`,
        `${usd(first.PricePerCarat)}/ct`,
        '10.00% below the price',
        'Open',
        '“For a client’s engagement ring”',
      ]) {
        await row.getByText(text, { exact: true }).waitFor();
      }
      // The countdown from a day: "23 h 59 min".
      expect(await row.getByRole('timer').getAttribute('aria-label')).toMatch(
        /^23 h \d{1,2} min left, until \d{4}-\d{2}-\d{2} \d{2}:\d{2} ET$/,
      );
      await row.getByRole('link', { name: `Find ${first.StockNo} in the inventory` }).waitFor();
      await clerk.getByRole('tab', { name: /Open\s*3/ }).waitFor();
      await shot('offers-en');
    },
  );

  let counter = 0;
  await step(
    'a counter above the stone’s price is refused on its field; one within is sent',
    async () => {
      await rowOf(first).getByRole('button', { name: 'Counter' }).click();
      const dialog = await atRest(
        clerk.getByRole('dialog', { name: `Counter the offer on ${first.StockNo}` }),
      );
      const price = dialog.getByLabel('Your price per carat');
      // Opens halfway between the offer and the price, in whole dollars.
      const halfway = Math.round((offers[0]!.PricePerCarat + first.PricePerCarat) / 2);
      await expect.poll(() => price.inputValue()).toBe(halfway.toFixed(2));
      await dialog.getByText(`Above ${usd(offers[0]!.PricePerCarat)}/ct and at most ${usd(first.PricePerCarat)}/ct`).waitFor(); // prettier-ignore
      await shot('counter-en');

      await price.fill(String(first.PricePerCarat + 100));
      await dialog.getByRole('button', { name: 'Counter' }).click();
      await dialog
        .getByText('A counter is above the buyer’s offer and at most the stone’s price')
        .waitFor();
      await shot('counter-refused-en');

      counter = below(first, 5);
      await price.fill(String(counter));
      await dialog.getByLabel('Note to the buyer').fill('Best we can do');
      await dialog.getByRole('button', { name: 'Counter' }).click();
      await clerk.getByText(`Counter of ${usd(counter)}/ct sent for ${first.StockNo}`).waitFor();
      await dialog.waitFor({ state: 'hidden' });
      // It waits for the buyer now: no longer among the open ones, nor on the count.
      await expect.poll(() => rowOf(first).count()).toBe(0);
      await expect.poll(() => offersEntry.textContent()).toContain('2 offers await an answer');
    },
  );

  await step('the buyer’s offer is countered at that price', async () => {
    const { List } = await api<{ List: Offer[] }>(buyer, '/api/Offer/List', { PageIndex: 1, PageSize: 20 }); // prettier-ignore
    expect(List.find((offer) => offer.OfferId === offers[0]!.OfferId)).toMatchObject({
      Status: 'countered',
      CounterPricePerCarat: counter,
    });
  });

  await step(
    'the second offer is accepted: held and in the buyer’s cart at the offer',
    async () => {
      await rowOf(second).getByRole('button', { name: 'Accept' }).click();
      const dialog = await atRest(
        clerk.getByRole('dialog', { name: `Accept the offer on ${second.StockNo}?` }),
      );
      await dialog.getByText(`put in their cart at ${usd(offers[1]!.PricePerCarat)}/ct`).waitFor();
      await dialog.getByRole('button', { name: 'Accept' }).click();
      await clerk
        .getByText(`Offer on ${second.StockNo} accepted: the stone is held for the buyer`)
        .waitFor();
      await expect.poll(() => offersEntry.textContent()).toContain('1 offer awaits an answer');

      const { List } = await api<{ List: Offer[] }>(buyer, '/api/Offer/List', { PageIndex: 1, PageSize: 20 }); // prettier-ignore
      expect(List.find((offer) => offer.OfferId === offers[1]!.OfferId)).toMatchObject({
        Status: 'accepted',
        AgreedPricePerCarat: offers[1]!.PricePerCarat,
      });
      const cart = await api<Cart>(buyer, '/api/ShoppingCart/GetList');
      const line = cart.StatisticsDetail.flatMap((tab) => tab.Data).find((l) => l.Goods.Id === second.Id); // prettier-ignore
      expect(line?.Amount).toBe(offers[1]!.Total);
    },
  );

  await step('every offer together, and the countered one’s history', async () => {
    await clerk.getByRole('tab', { name: 'All' }).click();
    const row = rowOf(first);
    await row.getByText(`Countered at ${usd(counter)}/ct`).waitFor();
    await rowOf(second)
      .getByText(`Agreed at ${usd(offers[1]!.PricePerCarat)}/ct`)
      .waitFor();
    await rowOf(second).getByText('Agreed price holds').waitFor();
    await row
      .getByRole('button', { name: `Show the history of the offer on ${first.StockNo}` })
      .click();
    const history = clerk.getByRole('region', { name: 'History of the offer' });
    await history.getByText('Offer made').waitFor();
    await history.getByText('by Demo Buyer').waitFor();
    await history.getByText('Countered').waitFor();
    await history.getByText(`${usd(counter)}/ct`).waitFor();
    await history.getByText('Best we can do').waitFor();
    await shot('offers-history-en');
  });

  await step(
    'in Chinese: the list, the counter dialog, and an offer a colleague answered',
    async () => {
      await clerk.getByRole('button', { name: /^Language: / }).click();
      await clerk.getByRole('menuitem', { name: '简体中文' }).click();
      await clerk.getByRole('tab', { name: /待答复/ }).click();
      await clerk.getByRole('heading', { level: 1, name: '出价' }).waitFor();
      await expect.poll(() => offersEntry.textContent()).toContain('1 个出价待答复');
      const row = rowOf(third);
      await row.getByText('低于售价 10.00%').waitFor();
      await shot('offers-zh-CN');

      await row.getByRole('button', { name: '还价' }).click();
      const counterDialog = await atRest(
        clerk.getByRole('dialog', { name: `对 ${third.StockNo} 的出价还价` }),
      );
      await counterDialog.getByLabel('您的每克拉价格').waitFor();
      await shot('counter-zh-CN');
      await counterDialog.getByRole('button', { name: '返回' }).click();
      await counterDialog.waitFor({ state: 'hidden' });

      // A colleague declines it while this clerk's dialog is open.
      await row.getByRole('button', { name: '拒绝' }).click();
      const dialog = await atRest(clerk.getByRole('dialog', { name: `拒绝 ${third.StockNo} 的出价？` })); // prettier-ignore
      await api(admin, '/api/Admin/Offers/Answer', { OfferId: offers[2]!.OfferId, Action: 'decline' }); // prettier-ignore
      await dialog.getByRole('button', { name: '拒绝' }).click();
      await dialog.getByText('这个出价已被答复，请重新查看').waitFor();
      await dialog.getByText('列表已刷新，请重新查看这个出价。').waitFor();
      // The list behind has been asked again: the answered offer has left it.
      await expect.poll(() => row.count()).toBe(0);
      await shot('answered-elsewhere-zh-CN');
      await dialog.locator('.ant-modal-footer').getByRole('button', { name: '关闭' }).click();
      await clerk.getByText('没有待答复的出价').waitFor();
      // Nothing waits: the menu shows no count.
      await expect.poll(() => offersEntry.textContent()).toBe('出价');
    },
  );
}, 120_000);
