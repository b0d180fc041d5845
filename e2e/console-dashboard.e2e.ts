import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { artifacts, startStack, type Stack } from './harness';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  expect(await stack.stop()).toBe(0);
});

type Answer<T> = { Success: boolean; Data: T };

/** A call of the API as the given account, failing the test when it is refused. */
async function call<T = unknown>(token: string, url: string, body: unknown): Promise<T> {
  const response = await fetch(`${stack.baseUrl}${url}`, {
    method: url.includes('ShoppingCart/Add') ? 'PUT' : 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Answer<T>;
  if (!answer.Success) throw new Error(`${url}: ${JSON.stringify(answer)}`);
  return answer.Data;
}
const logIn = (url: string, Email: string, Password: string) =>
  call<{ ToKen: string }>('', url, { Email, Password }).then((user) => user.ToKen);

/** The demo buyer orders two stones today; the admin confirms them at agreed prices. */
async function twoConfirmedOrders() {
  const buyer = await logIn('/api/Relation/EmailLogin', 'demo@facet.local', 'Demo1234');
  const admin = await logIn('/api/Admin/Login', 'admin@facet.local', 'Admin1234');
  await call(buyer, '/api/Wholesaler_Address/AddOrUpd', {
    Surname: 'Chan', Name: 'Tai Man', Mobile: '+852 9123 4567', Country: 'Hong Kong',
    City: 'Kowloon', Address: '12/F, 8 Canton Road, Tsim Sha Tsui',
  }); // prettier-ignore
  const stones = await call<{ List: { Id: number }[] }>(buyer, '/api/Diamonds/DiamandsQuery', { PageIndex: 1, PageSize: 2 }); // prettier-ignore
  for (const [i, price] of [1_234.5, 2_000].entries()) {
    const cart = await call<{ StatisticsDetail: { Data: { CartId: number; Goods: { Id: number } }[] }[] }>(
      buyer, '/api/ShoppingCart/Add', { GoodsList: [{ GoodsId: stones.List[i]!.Id }] },
    ); // prettier-ignore
    const line = cart.StatisticsDetail.flatMap((tab) => tab.Data).find((l) => l.Goods.Id === stones.List[i]!.Id)!; // prettier-ignore
    const { OrderId } = await call<{ OrderId: number }>(buyer, '/api/Order/AddOrder', { CartIds: [line.CartId], ReceivingMethod: 'pickup' }); // prettier-ignore
    const order = await call<{ Lines: { Id: number }[] }>(admin, '/api/Admin/Orders/Detail', { OrderId }); // prettier-ignore
    await call(admin, '/api/Admin/Orders/Confirm', { OrderId, Lines: [{ LineId: order.Lines[0]!.Id, UnitPrice: price }] }); // prettier-ignore
  }
}

describe('the manager’s dashboard', () => {
  test('an admin picks 30 days, reads the charts and downloads their figures', async () => {
    await twoConfirmedOrders();
    const context = await stack.desktop();
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));

    await page.goto('/console/');
    await page.getByLabel('Email').fill('admin@facet.local');
    await page.getByLabel('Password').fill('Admin1234');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Welcome back, Demo Admin').waitFor();

    const stats = page.getByRole('region', { name: 'Sales and stock' });
    await stats.getByText('30 days', { exact: true }).click();
    await stats.getByText('US Eastern Time').waitFor();
    const sales = stats.locator('.stats-figure', { hasText: 'Sales' });
    await expect.poll(() => sales.locator('.stats-figure-value').textContent()).toBe('$3,234.50');
    await expect
      .poll(() =>
        stats
          .locator('.stats-figure', { hasText: 'Orders placed' })
          .locator('.stats-figure-value')
          .textContent(),
      ) // prettier-ignore
      .toBe('2');

    // The charts are drawn: orders and sales, the funnel, the stock.
    const chart = (title: string) => stats.locator('.stats-card', { hasText: title });
    for (const title of ['Orders and sales', 'Buyers from cart to shipped', 'Stock by category']) {
      await chart(title).locator('svg.recharts-surface').first().waitFor();
    }
    expect(await chart('Orders and sales').locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0); // prettier-ignore
    await chart('Top buyers of the period').getByText('demo@facet.local').first().waitFor();

    await stats.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -88));
    await page.screenshot({ path: path.join(artifacts, 'console-dashboard-stats.png') });

    const download = page.waitForEvent('download');
    await chart('Orders and sales').getByRole('button', { name: 'CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(
      /^facet-orders-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const [header, ...days] = (await readFile((await file.path())!, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r\n/);
    expect(header).toBe('Date,Orders,Revenue');
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toMatch(/^\d{4}-\d{2}-\d{2},2,3234.5$/);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the stock chart at a desktop’s width', () => {
  test('its category names and figures stand clear of each other, in every language', async () => {
    const context = await stack.browser.newContext({
      viewport: { width: 1440, height: 900 },
      baseURL: stack.baseUrl,
    });
    const page = await context.newPage();
    await page.goto('/console/');
    await page.getByLabel('Email').fill('admin@facet.local');
    await page.getByLabel('Password').fill('Admin1234');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Welcome back, Demo Admin').waitFor();

    for (const [language, title, category] of [
      ['English', 'Stock by category', 'Lab-grown white'],
      ['简体中文', '按品类的库存', '培育白钻'],
      ['繁體中文', '按品類的庫存', '培育白鑽'],
    ] as const) {
      if (language !== 'English') {
        await page.getByRole('button', { name: /^Language: |^语言：|^語言：/ }).click();
        await page.getByRole('menuitem', { name: language }).click();
      }
      const chart = page.locator('.stats-card', { hasText: title });
      await chart.getByText(category, { exact: true }).waitFor();
      // Every tick label of every axis: no two boxes meet.
      const boxes = await chart
        .locator('.recharts-cartesian-axis-tick-value')
        .evaluateAll((ticks) =>
          ticks.map((tick) => {
            const { left, top, right, bottom } = tick.getBoundingClientRect();
            return { text: tick.textContent ?? '', left, top, right, bottom };
          }),
        );
      expect(boxes.length).toBeGreaterThan(7);
      const overlaps = boxes.flatMap((a, i) =>
        boxes
          .slice(i + 1)
          .filter(
            (b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom,
          )
          .map((b) => `${a.text} × ${b.text}`),
      );
      expect(overlaps, language).toEqual([]);
      await chart.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, -88));
      await page.screenshot({ path: path.join(artifacts, `console-stock-chart-${language}.png`) });
    }
    await context.close();
  });
});
