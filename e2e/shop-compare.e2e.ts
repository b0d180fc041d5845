import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { artifacts, logInAsDemoBuyer, type Stack, startStack, step } from './harness';

// The trader's tools on a phone: the quality filters, three stones chosen from the result list and
// a stone's details compared side by side (differences marked, shared as a link), and the search
// saved with an alert: told of a new stone by a notice that runs it, then of another on the list.
let stack: Stack;
let context: BrowserContext;
let page: Page;
const problems: string[] = [];

beforeAll(async () => {
  stack = await startStack();
  context = await stack.phone();
  page = await context.newPage();
  page.on('pageerror', (error) => problems.push(error.message));
});
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') await shot(`failed-${task.name.replace(/\W+/g, '-')}`);
});
afterAll(async () => {
  await context.close();
  expect(await stack.stop()).toBe(0);
  expect(problems).toEqual([]);
});

const shot = (name: string) =>
  page.screenshot({ path: path.join(artifacts, `compare-${name}.png`) });

test('quality filters, three stones side by side and a saved search, on a phone', async () => {
  const stockNos: string[] = [];

  await step('the buyer narrows natural white to eye-clean stones with no BGM', async () => {
    await logInAsDemoBuyer(page);

    await page.goto('/#/pages/diamondSearch/index?category=natural-white');
    await page.getByRole('button', { name: 'Eye clean', exact: true }).click();
    await page.getByRole('button', { name: 'No BGM', exact: true }).click();
    // The count the page shows is the server's for the same filters.
    const token = await page.evaluate(() => {
      const stored = localStorage.getItem('facet.shop.userInfo') ?? sessionStorage.getItem('facet.shop.userInfo'); // prettier-ignore
      return (JSON.parse(stored ?? '{}') as { ToKen?: string }).ToKen ?? '';
    });
    const answer = await fetch(`${stack.baseUrl}/api/Diamonds/DiamandsQuery`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ EyeClean: true, NoBgm: true, PageIndex: 1, PageSize: 1 }),
    }).then((r) => r.json() as Promise<{ Data: { Total: number } }>);
    expect(answer.Data.Total).toBeGreaterThan(3);
    const show = `Show ${answer.Data.Total.toLocaleString('en-US')} results`;
    await page.getByRole('button', { name: show }).click();
    await page.waitForURL(/#\/pages\/diamondSearch\/resultList/);
    await page.getByText('Natural white · Eye clean · No BGM').waitFor();
  });

  await step('the buyer saves this search under the name it is offered', async () => {
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Save this search' });
    await expect.poll(() => sheet.getByLabel('Name').inputValue()).toBe('Eye clean · No BGM');
    await sheet.getByLabel('Alerts').selectOption({ label: 'At once' });
    await sheet
      .getByText('New matching stones and lower prices come to you as a notice and an email.')
      .waitFor();
    await sheet.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Search saved').waitFor();
  });

  await step('the buyer chooses two stones from the result list', async () => {
    const rows = page.locator('article.goods-row');
    await rows.first().waitFor();
    for (const index of [0, 1]) {
      const stockNo = (await rows.nth(index).locator('.goods-row-stock-no').textContent()) ?? '';
      stockNos.push(stockNo);
      await page.getByRole('button', { name: `Compare ${stockNo}` }).click();
    }
    await page.getByText('2 stones to compare').waitFor();
    await page.locator('.adm-toast-mask').waitFor({ state: 'hidden' });
    await shot('list');
    await expect
      .poll(() =>
        page.getByRole('button', { name: `Compare ${stockNos[0]}` }).getAttribute('aria-pressed'),
      )
      .toBe('true');
  });

  await step('a third from a stone’s details', async () => {
    const third = page.locator('article.goods-row').nth(2);
    stockNos.push((await third.locator('.goods-row-stock-no').textContent()) ?? '');
    await third.locator('.goods-row-link').click();
    await page.getByText(`Stock no. ${stockNos[2]}`).waitFor();
    // What the filters chose, on its report.
    await expect.poll(() => page.locator('.details-row', { hasText: 'Eye clean' }).textContent()).toBe('Eye cleanYes'); // prettier-ignore
    await page.getByRole('button', { name: 'Compare' }).click();
    await page.getByText('Added to the comparison (3 of 4)').waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
  });

  await step('side by side: every stone a column, the rows that differ marked', async () => {
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    await page.waitForURL(/#\/pages\/compare\/index/);
    for (const stockNo of stockNos) await page.getByRole('columnheader', { name: new RegExp(stockNo) }).waitFor(); // prettier-ignore
    // Three different stones differ in price; they are all natural white diamonds.
    await expect.poll(() => page.getByRole('row', { name: /^Price/ }).first().getAttribute('class')).toBe('compare-row-differs'); // prettier-ignore
    // The toast gone, the table as the buyer reads it.
    await page.locator('.adm-toast-mask').waitFor({ state: 'hidden' });
    // Two stones whole beside the row names; the third scrolls in whole, never cut in half.
    const scroller = page.locator('.compare-scroller');
    const whole = async () => {
      const frame = (await scroller.boundingBox())!;
      const names = (await page.locator('.compare-corner').boundingBox())!;
      const seen: string[] = [];
      for (const stockNo of stockNos) {
        const column = (await page.getByRole('columnheader', { name: new RegExp(stockNo) }).boundingBox())!; // prettier-ignore
        const left = Math.max(column.x, names.x + names.width);
        const right = Math.min(column.x + column.width, frame.x + frame.width);
        const shown = right - left;
        // A column is on screen whole or not at all.
        if (shown > 1) expect(shown, stockNo).toBeGreaterThan(column.width - 2);
        if (shown > 1) seen.push(stockNo);
      }
      return seen;
    };
    expect(await whole()).toEqual(stockNos.slice(0, 2));
    await shot('table');
    await scroller.evaluate((element) => element.scrollBy({ left: 40, behavior: 'instant' }));
    await expect.poll(whole).toEqual(stockNos.slice(1, 3));
    await scroller.evaluate((element) => element.scrollTo({ left: 0, behavior: 'instant' }));
    for (const [locale, ready] of [
      ['zh-CN', '只看不同项'],
      ['zh-TW', '只看不同項'],
    ] as const) {
      await page.evaluate((chosen) => localStorage.setItem('facet.shop.locale', chosen), locale);
      await page.reload();
      await page.getByText(ready).waitFor();
      await page.locator('.adm-toast-mask').waitFor({ state: 'hidden' });
      // Polled: the columns settle once the stones' pictures are laid out.
      await expect.poll(whole).toEqual(stockNos.slice(0, 2));
      await shot(`table-${locale}`);
    }
    await page.evaluate(() => localStorage.setItem('facet.shop.locale', 'en'));
    await page.reload();
    await page.getByRole('switch', { name: 'Only differences' }).click();
    await expect.poll(() => page.locator('tbody tr:not(.compare-row-differs)').count()).toBe(0);
    await shot('differences');
  });

  await step('the link opens the same comparison on another phone', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.evaluate(() => Object.assign(navigator, { share: undefined }));
    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByText('Link to this comparison copied').waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/#\/pages\/compare\/index\?ids=\d+,\d+,\d+$/);

    // Another buyer's phone: asked to log in first, then straight to the comparison.
    const otherPhone = await stack.phone();
    const other = await otherPhone.newPage();
    await other.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await other.getByLabel('Email').fill('demo@facet.local');
    await other.getByLabel('Password', { exact: true }).fill('Demo1234');
    await other.getByText('I have read and agree to').click();
    await other.getByRole('button', { name: 'Log in' }).click();
    await other.waitForURL(/#\/pages\/compare\/index\?ids=/);
    for (const stockNo of stockNos) await other.getByRole('columnheader', { name: new RegExp(stockNo) }).waitFor(); // prettier-ignore
    // Shared with a phone that compares nothing yet: it may keep it.
    await other.getByText('A comparison shared with you').waitFor();
    await other.getByRole('button', { name: 'Keep it' }).click();
    await other.getByText('This comparison is now yours').waitFor();
    await other.screenshot({ path: path.join(artifacts, 'compare-shared.png') });
    await otherPhone.close();
  });

  await step(
    'matching stones arrive: an alert that runs the search, then "1 new" on the list',
    async () => {
      // A clerk imports a stock list at the back office, one line of which matches.
      const desk = await stack.desktop();
      const console = await desk.newPage();
      // The inventory filtered to natural white: its Import dialog starts on that category.
      await console.goto('/console/');
      await console.getByLabel('Email').fill('clerk@facet.local');
      await console.getByLabel('Password').fill('Clerk1234');
      await console.getByRole('button', { name: 'Log in' }).click();
      await console.getByText('Welcome back, Demo Clerk').waitFor();
      await console.goto('/console/#/inventory?Category=natural-white');
      await console.getByText(/^[\d,]+ stock lines$/).waitFor();
      await console.getByRole('button', { name: 'Import CSV' }).click();
      const dialog = console.getByRole('dialog', { name: 'Import a stock list' });
      const csv = [
        'Stock #,Shape,Carat,Colour,Clarity,Cut,Polish,Symmetry,Fluorescence,Lab,Certificate #,Price/ct,Eye Clean,BGM',
        'NEW-EC-1,Round,1.01,F,VS1,EX,EX,EX,None,GIA,7700000001,6200,Yes,No',
        'NEW-MILKY-1,Round,1.01,F,VS1,EX,EX,EX,None,GIA,7700000011,6100,No,Yes',
      ].join('\n');
      await dialog.locator('input[type=file]').setInputFiles({
        name: 'arrivals.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(csv),
      });
      await dialog.getByText('arrivals.csv').waitFor();
      await dialog.getByRole('button', { name: 'Check' }).click();
      await dialog.getByText('Check done: nothing was saved').waitFor();
      await dialog.getByRole('button', { name: 'Import', exact: true }).click();
      await dialog.getByText(/^Import done: 2 stock lines saved/).waitFor();
      await desk.close();

      // The alert: a notice naming the search, whose link runs it.
      // The sweep runs every second here; the buyer opens the notifications once it has.
      const token = await page.evaluate(() => {
        const stored = localStorage.getItem('facet.shop.userInfo') ?? sessionStorage.getItem('facet.shop.userInfo'); // prettier-ignore
        return (JSON.parse(stored ?? '{}') as { ToKen?: string }).ToKen ?? '';
      });
      const personal = () =>
        fetch(`${stack.baseUrl}/api/Im_SystemNotice/GetList?Kind=personal`, {
          headers: { authorization: `Bearer ${token}` },
        }).then(async (r) => ((await r.json()) as { Data: { Total: number } }).Data.Total);
      await expect.poll(personal, { timeout: 20_000 }).toBe(1);
      await page.goto('/#/pages/hintMessage/index');
      const alert = page.getByText('Saved search: Eye clean · No BGM');
      await alert.click();
      await page.getByText('New matching stones: 1. Lower prices on matching stones: 0.').waitFor();
      await page.getByText('Saved search', { exact: true }).waitFor();
      await shot('alert-notice');
      await page.getByRole('link', { name: 'See the stones' }).click();
      await page.waitForURL(/#\/pages\/diamondSearch\/resultList/);
      await page.getByText('NEW-EC-1').waitFor();
      await page.goBack();
      await page.waitForURL(/#\/pages\/messageCenter\/messageDetails/);

      // Opened from the alert, so seen: the list says nothing is new, and the alert stays on.
      await page.goto('/#/pages/savedSearches/index');
      await page.getByText('Eye clean · No BGM').first().waitFor();
      await expect.poll(() => page.getByText('1 new').count()).toBe(0);
      await expect.poll(() => page.getByLabel('Alerts').first().inputValue()).toBe('instant');
      await page.getByLabel('Alerts').first().selectOption({ label: 'Daily digest' });
      await page.getByText('A digest once a day').waitFor();
      await shot('saved-searches-alert');

      // A second stone: "1 new" on the list, and the search runs again from there.
      const clerk = await fetch(`${stack.baseUrl}/api/Admin/Login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ Email: 'clerk@facet.local', Password: 'Clerk1234' }),
      }).then((r) => r.json() as Promise<{ Data: { ToKen: string } }>);
      const second = await fetch(`${stack.baseUrl}/api/Admin/Inventory/Save`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${clerk.Data.ToKen}` },
      body: JSON.stringify({
        Record: {
          Category: 'natural-white', StockNo: 'NEW-EC-2', Shape: 'round', Weight: 1.02, Color: 'F',
          Clarity: 'VS1', Cut: 'EX', Polish: 'EX', Symmetry: 'EX', Fluorescence: 'None', Lab: 'GIA',
          CertificateNo: '7700000002', Location: 'Hong Kong', PricingBasis: 'discount',
          Discount: -25, EyeClean: 'yes', Bgm: 'no',
        },
      }),
    }); // prettier-ignore
      expect(second.status).toBe(200);

      await page.goto('/#/pages/myAccount/index');
      await page.getByRole('link', { name: 'Saved Searches' }).click();
      await page.getByText('Eye clean · No BGM').first().waitFor();
      await page.getByText('1 new').waitFor();
      await shot('saved-searches');
      await page.getByRole('button', { name: /^Eye clean · No BGM/ }).click();
      await page.waitForURL(/#\/pages\/diamondSearch\/resultList/);
      await page.getByText('NEW-EC-2').waitFor();
      // Opened: nothing is new any more.
      await page.goto('/#/pages/savedSearches/index');
      await page.getByText('Eye clean · No BGM').first().waitFor();
      await expect.poll(() => page.getByText('1 new').count()).toBe(0);
    },
  );
}, 300_000);
