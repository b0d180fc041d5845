import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { artifacts, buyerAndClerk, callApi, logInAsDemoBuyer, step, stillness } from './harness';

// An offer, start to end, on a phone: the demo buyer offers on a stone (the total shown as they
// type, an offer under the floor refused under the price), a clerk counters, the buyer finds the
// counter in "My offers", accepts it, finds the stone in the cart at the agreed price and orders
// it. The sheet and My offers are also photographed in Chinese.
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
  if (task.result?.state === 'fail') await people.screenshots(`offers-failed-${task.name}`);
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
  await page.screenshot({ path: path.join(artifacts, `offers-${name}.png`) });
}

type Stone = { Id: number; StockNo: string; PricePerCarat: number; Weight: number };
type Offer = { OfferId: number; GoodsId: number; Status: string; PricePerCarat: number };

const usd = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);
/** A price per carat `percent` below the stone's, to the cent. */
const below = (stone: Stone, percent: number) =>
  Math.round(stone.PricePerCarat * (100 - percent)) / 100;
/** What a price per carat comes to for the stone, to the cent (contract `offerTotalCents`). */
const totalOf = (stone: Stone, pricePerCarat: number) =>
  Math.round((Math.round(pricePerCarat * 100) * Math.round(stone.Weight * 1000)) / 1000) / 100;
const perCarat = (amount: number) => `${usd(amount)}/ct`;

const showIn = async (locale: 'en' | 'zh-CN') => {
  await buyer.evaluate((chosen) => localStorage.setItem('facet.shop.locale', chosen), locale);
  await buyer.reload();
  // Until the app's first page is drawn its router is not listening: an address changed before
  // then (the next step's goto) would be missed, and the page stay where it was.
  await buyer.locator('#root .shell').waitFor({ state: 'detached' });
};

/** "2026-11-30 09:15 ET": every deadline as the shop writes it. */
const MOMENT = String.raw`\d{4}-\d{2}-\d{2} \d{2}:\d{2} ET`;

test('an offer countered by the clerk, accepted by the buyer and ordered at the agreed price', async () => {
  const { List } = await api<{ List: Stone[] }>(buyerToken, '/api/Diamonds/DiamandsQuery', { PageIndex: 1, PageSize: 2 }); // prettier-ignore
  const [stone, other] = List as [Stone, Stone];
  const offered = below(stone, 12);
  const counter = below(stone, 5);
  const sheet = buyer.getByRole('dialog', { name: 'Make an offer' });
  const price = sheet.getByLabel('Your price per carat (USD)');

  await step('the buyer offers under the floor and is told why, under the price', async () => {
    await logInAsDemoBuyer(buyer);
    await buyer.goto(`/#/pages/ProductDetails/index?id=${stone.Id}`);
    await buyer.getByText(`Stock no. ${stone.StockNo}`).waitFor();
    const make = buyer.getByRole('button', { name: 'Make an offer' });
    await make.scrollIntoViewIfNeeded();
    // Beside the hold, for a stone nobody holds.
    await buyer.getByRole('button', { name: 'Hold this stone' }).waitFor();
    await shot(buyer, 'details');
    await make.click();
    await price.fill(String(below(stone, 55)));
    await sheet.getByRole('button', { name: 'Send offer' }).click();
    await expect
      .poll(() => sheet.getByRole('alert').textContent())
      .toBe('Offers below 50 % of the price are not considered');
    await expect.poll(() => price.getAttribute('aria-invalid')).toBe('true');
    await shot(buyer, 'sheet-refused');
  });

  await step('the buyer sees the total as they type, and sends the offer', async () => {
    await price.fill(String(offered));
    // The error goes as soon as the price changes; the stone's total follows the typing.
    await expect.poll(() => sheet.getByRole('alert').count()).toBe(0);
    await expect
      .poll(() => sheet.locator('.offer-form-total-value').textContent())
      .toBe(usd(totalOf(stone, offered)));
    await sheet.getByText('12% below the price').waitFor();
    await sheet.getByText('Your offer waits up to 24 hours for an answer.', { exact: false }).waitFor(); // prettier-ignore
    await sheet.getByLabel('Note (optional)').fill('For a client’s engagement ring');
    await shot(buyer, 'sheet');
    await sheet.getByRole('button', { name: 'Send offer' }).click();
    await sheet.getByText('Offer sent').waitFor();
    await sheet.getByText(new RegExp(`^Your offer of ${escape(perCarat(offered))} is with us. We answer by ${MOMENT}`)).waitFor(); // prettier-ignore
    await shot(buyer, 'sheet-sent');
    await sheet.getByRole('button', { name: 'Done' }).click();

    // Asked again, the sheet shows the offer waiting instead of a second form.
    await buyer.getByRole('button', { name: 'Make an offer' }).click();
    await sheet.getByText('You already have an offer waiting on this stone.').waitFor();
    await sheet.getByText('Awaiting answer').waitFor();
    await expect.poll(() => sheet.getByRole('timer').textContent()).toMatch(/^2[34]:\d{2}:\d{2} left$/); // prettier-ignore
    await shot(buyer, 'sheet-waiting');
    await sheet.getByRole('button', { name: 'Close' }).click();
  });

  await step('a clerk counters the offer', async () => {
    const mine = await api<{ List: Offer[] }>(buyerToken, '/api/Offer/List', { Status: 'open' });
    const offer = mine.List.find((o) => o.GoodsId === stone.Id)!;
    const answered = await api<Offer>(clerkToken, '/api/Admin/Offers/Answer', {
      OfferId: offer.OfferId,
      Action: 'counter',
      PricePerCarat: counter,
      Note: 'Best we can do',
    });
    expect(answered.Status).toBe('countered');
  });

  await step('the buyer finds the counter in My offers, in English and in Chinese', async () => {
    await buyer.goto('/#/pages/myAccount/index');
    await buyer.getByRole('link', { name: 'My Offers' }).click();
    await buyer.waitForURL(/#\/pages\/offers\/index/);
    const card = buyer.getByRole('article', { name: `Offer on ${stone.StockNo}` });
    await card.getByText('Countered', { exact: true }).waitFor();
    await card.getByText(perCarat(offered), { exact: true }).waitFor();
    await card.getByText(perCarat(counter), { exact: true }).waitFor();
    await card.getByText(`Total ${usd(totalOf(stone, counter))}`).waitFor();
    await card.getByText('From your salesperson: Best we can do').waitFor();
    await card.getByText(new RegExp(`^Accept by ${MOMENT}$`)).waitFor();
    await expect.poll(() => card.getByRole('timer').textContent()).toMatch(/^2[34]:\d{2}:\d{2} left$/); // prettier-ignore
    await card.getByText('History (2 steps)').click();
    await card.getByText(`We countered at ${perCarat(counter)}`).waitFor();
    await shot(buyer, 'my-offers');

    await showIn('zh-CN');
    await buyer.getByText('已还价').waitFor();
    await buyer.getByText('销售员留言：Best we can do').waitFor();
    await shot(buyer, 'my-offers-zh-CN');
    // The sheet in Chinese, on a stone without an offer.
    await buyer.goto(`/#/pages/ProductDetails/index?id=${other.Id}`);
    await buyer.getByRole('button', { name: '出价' }).click();
    const zhSheet = buyer.getByRole('dialog', { name: '出价' });
    await zhSheet.getByLabel('您的每克拉出价（美元）').fill(String(below(other, 8)));
    await zhSheet.getByText('低于售价 8%').waitFor();
    await shot(buyer, 'sheet-zh-CN');
    await zhSheet.getByRole('button', { name: '关闭' }).click();
    await showIn('en');
  });

  await step('the buyer accepts and finds the stone in the cart at the agreed price', async () => {
    await api(buyerToken, '/api/Wholesaler_Address/AddOrUpd', {
      Surname: 'Chan',
      Name: 'Tai Man',
      Mobile: '+852 9123 4567',
      Country: 'Hong Kong',
      City: 'Kowloon',
      Address: '12/F, 8 Canton Road, Tsim Sha Tsui',
    });
    await buyer.goto('/#/pages/offers/index');
    const card = buyer.getByRole('article', { name: `Offer on ${stone.StockNo}` });
    await card.getByRole('button', { name: `Accept ${perCarat(counter)}` }).click();
    await buyer.getByText(`Accepted: the stone is in your cart at ${perCarat(counter)}`).waitFor();
    await buyer.getByText('No offers waiting').waitFor();

    await buyer.getByRole('tab', { name: 'Accepted' }).click();
    await card.getByText('Accepted', { exact: true }).waitFor();
    await card.getByText(new RegExp(`^In your cart at ${escape(perCarat(counter))} until ${MOMENT}$`)).waitFor(); // prettier-ignore
    await shot(buyer, 'accepted');
    await card.getByRole('link', { name: 'Go to cart' }).click();
    await buyer.waitForURL(/#\/pages\/cart\/index/);
    const line = buyer.locator('article.cart-line', { hasText: stone.StockNo });
    await expect.poll(() => line.locator('.cart-line-amount').textContent()).toBe(usd(totalOf(stone, counter))); // prettier-ignore
    // Held for the buyer while the agreed price stands.
    await line.getByText(new RegExp(`^Held for you until ${MOMENT}$`)).waitFor();
    await shot(buyer, 'cart');
  });

  await step('the buyer orders it, and My offers says it was bought', async () => {
    await buyer.getByRole('button', { name: 'Settle' }).click();
    await buyer.waitForURL(/#\/pages\/submitOrder\/index/);
    await buyer.getByText('12/F, 8 Canton Road, Tsim Sha Tsui').waitFor();
    await buyer.getByText('Self pickup', { exact: true }).click();
    await buyer.getByRole('button', { name: 'Submit order' }).click();
    await buyer.waitForURL(/#\/pages\/submitOrder\/result/);
    await buyer.getByText('Submit succeeded, please wait for the salesperson to confirm').waitFor();

    await buyer.goto('/#/pages/offers/index?tab=accepted');
    const card = buyer.getByRole('article', { name: `Offer on ${stone.StockNo}` });
    await card.getByText(`Bought at ${perCarat(counter)}`).waitFor();
    await card.getByRole('link', { name: 'See the order' }).click();
    await buyer.waitForURL(/#\/pages\/order\/details\?id=\d+/);
    await buyer
      .getByText(usd(totalOf(stone, counter)))
      .first()
      .waitFor();
  });

  await step('the buyer withdraws an offer still waiting; it is listed as ended', async () => {
    await api(buyerToken, '/api/Offer/Make', {
      GoodsId: other.Id,
      PricePerCarat: below(other, 10),
    });
    await buyer.goto('/#/pages/offers/index');
    const card = buyer.getByRole('article', { name: `Offer on ${other.StockNo}` });
    await card.getByText('Awaiting answer').waitFor();
    await card.getByText(new RegExp(`^Our answer by ${MOMENT}$`)).waitFor();
    await card.getByRole('button', { name: 'Withdraw' }).click();
    await buyer.getByText('Offer withdrawn').waitFor();
    await buyer.getByText('No offers waiting').waitFor();
    await shot(buyer, 'empty');
    await buyer.getByRole('tab', { name: 'Ended' }).click();
    await card.getByText('Withdrawn', { exact: true }).waitFor();
    await card.getByText('History (2 steps)').click();
    await card.getByText('You withdrew the offer').waitFor();
    await shot(buyer, 'ended');
  });
});

test('offers made from a result list’s row menu, the favourites and the comparison', async () => {
  const sheet = buyer.getByRole('dialog', { name: 'Make an offer' });
  const offered: string[] = []; // stock numbers
  /** The stone of a stock number, as the buyer's calls see it. */
  const stoneOf = async (stockNo: string) => {
    const { List } = await api<{ List: Stone[] }>(buyerToken, '/api/Diamonds/DiamandsQuery', { Keyword: stockNo, PageIndex: 1, PageSize: 1 }); // prettier-ignore
    expect(List[0]?.StockNo).toBe(stockNo);
    return List[0]!;
  };
  /** Offers 7 % below the price in the open sheet and closes it once sent. */
  const offerInSheet = async (stone: Stone) => {
    await sheet.getByLabel('Your price per carat (USD)').fill(String(below(stone, 7)));
    await sheet.getByText('7% below the price').waitFor();
    await sheet.getByRole('button', { name: 'Send offer' }).click();
    await sheet.getByText('Offer sent').waitFor();
    await sheet.getByRole('button', { name: 'Done' }).click();
    await sheet.waitFor({ state: 'hidden' });
    offered.push(stone.StockNo);
  };
  const rows = buyer.locator('article.goods-row');
  const stockNoOf = async (index: number) =>
    (await rows.nth(index).locator('.goods-row-stock-no').textContent()) ?? '';
  const menuOf = (stockNo: string) => buyer.getByRole('dialog', { name: new RegExp(`${stockNo}$`) }); // prettier-ignore
  let listed: string[] = [];

  await step('from a result list: a row’s menu offers the stone’s trade tools', async () => {
    await buyer.goto('/#/pages/diamondSearch/resultList?category=natural-white&q=%7B%7D');
    await rows.nth(3).waitFor();
    listed = await Promise.all([0, 1, 2, 3].map(stockNoOf));
    const stockNo = listed[0]!;
    await buyer.getByRole('button', { name: `More for ${stockNo}` }).click();
    const menu = menuOf(stockNo);
    await menu.getByRole('button', { name: 'Add to the comparison' }).waitFor();
    await menu.getByRole('button', { name: 'Add to favourites' }).waitFor();
    await menu.getByRole('button', { name: 'Share this stone' }).waitFor();
    await shot(buyer, 'row-menu');
    await menu.getByRole('button', { name: 'Make an offer' }).click();
    // The menu turns into the offer's sheet, for that stone.
    await menu.waitFor({ state: 'hidden' });
    await offerInSheet(await stoneOf(stockNo));
  });

  await step(
    'the row menu puts two stones in the comparison and a third in the favourites',
    async () => {
      for (const [index, stockNo] of [listed[1]!, listed[2]!].entries()) {
        await buyer.getByRole('button', { name: `More for ${stockNo}` }).click();
        await menuOf(stockNo).getByRole('button', { name: 'Add to the comparison' }).click();
        await buyer.getByText(`Added to the comparison (${index + 1} of 4)`).waitFor();
      }
      await buyer.getByRole('button', { name: `More for ${listed[3]}` }).click();
      await menuOf(listed[3]!).getByRole('button', { name: 'Add to favourites' }).click();
      await expect
        .poll(() => rows.nth(3).locator('.goods-row-heart').getAttribute('aria-pressed'))
        .toBe('true');
    },
  );

  await step('from the comparison: each stone has its own “Make an offer”', async () => {
    await buyer.goto('/#/pages/compare/index');
    const second = await stoneOf(listed[1]!);
    const column = buyer.locator('th.compare-stone', { hasText: listed[1] });
    const offerButtons = buyer.getByRole('button', { name: /^Make an offer: / });
    await expect.poll(() => offerButtons.count()).toBe(2);
    await shot(buyer, 'compare');
    await column.getByRole('button', { name: /^Make an offer: / }).click();
    await offerInSheet(second);
  });

  await step(
    'from the favourites, through the row menu, which also takes a heart off',
    async () => {
      await buyer.goto('/#/pages/collect/index');
      const stockNo = listed[3]!;
      await buyer.getByRole('button', { name: `More for ${stockNo}` }).click();
      const menu = menuOf(stockNo);
      await menu.getByRole('button', { name: 'Remove from favourites' }).waitFor();
      await menu.getByRole('button', { name: 'Make an offer' }).click();
      await offerInSheet(await stoneOf(stockNo));
    },
  );

  await step(
    'the menu in Chinese; a stone already offered on shows the offer waiting',
    async () => {
      await showIn('zh-CN');
      const stockNo = listed[3]!;
      await buyer.getByRole('button', { name: `${stockNo} 的更多操作` }).click();
      const menu = menuOf(stockNo);
      await menu.getByRole('button', { name: '取消收藏' }).waitFor();
      await shot(buyer, 'row-menu-zh-CN');
      await menu.getByRole('button', { name: '出价' }).click();
      await buyer
        .getByRole('dialog', { name: '出价' })
        .getByRole('button', { name: '关闭' })
        .click();
      await showIn('en');
      await buyer.getByRole('button', { name: `More for ${stockNo}` }).click();
      await menuOf(stockNo).getByRole('button', { name: 'Make an offer' }).click();
      await sheet.getByText('You already have an offer waiting on this stone.').waitFor();
      await sheet.getByRole('button', { name: 'Close' }).click();
    },
  );

  await step('the clerk has the three offers waiting, at the prices sent', async () => {
    expect(offered).toHaveLength(3);
    const queue = await api<{ List: Offer[] }>(clerkToken, '/api/Admin/Offers/List', { Status: 'open', PageSize: 100 }); // prettier-ignore
    for (const stone of await Promise.all(offered.map(stoneOf))) {
      const offer = queue.List.find((item) => item.GoodsId === stone.Id);
      expect(offer?.PricePerCarat).toBe(below(stone, 7));
    }
  });
});

/** `text` as a regular expression that matches it literally. */
function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
