import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { artifacts, seriousViolations, startStack, step, type Stack } from './harness';

// The dark theme (docs/web-apps.md): on a phone set to dark, every screen is dark from the first
// paint, readable (axe), and the buyer's own choice in the settings wins and is remembered.
let stack: Stack;
let session: unknown;
beforeAll(async () => {
  stack = await startStack();
  const login = await fetch(`${stack.baseUrl}/api/Relation/EmailLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Email: 'demo@facet.local', Password: 'Demo1234', RememberMe: true }),
  });
  session = ((await login.json()) as { Data: unknown }).Data;
});
afterAll(async () => {
  await stack.stop();
});

/** A phone set to dark, with the demo buyer signed in unless `guest`. */
async function darkPhone({ guest = false } = {}) {
  const context = await stack.phone({ colorScheme: 'dark' });
  if (!guest) {
    await context.addInitScript(
      (info) => localStorage.setItem('facet.shop.userInfo', JSON.stringify(info)),
      session,
    );
  }
  return context;
}

const theme = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-prefers-color-scheme'));

/** The page's background colour as [r, g, b]. */
const background = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluate((element) =>
      getComputedStyle(element).backgroundColor.match(/\d+/g)!.slice(0, 3).map(Number),
    );

const isDark = (rgb: number[]) => Math.max(...rgb) < 64;

describe('the dark theme', () => {
  test('the login page is dark and readable', async () => {
    const context = await darkPhone({ guest: true });
    const page = await context.newPage();
    await page.goto('/#/');
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    expect(await theme(page)).toBe('dark');
    expect(isDark(await background(page, '.app-shell'))).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(artifacts, 'shop-dark-login.png') });
    await context.close();
  });

  test.each([
    ['home', '#/pages/index/index', 'text=Shop by category'],
    [
      'result-list',
      '#/pages/diamondSearch/resultList?category=natural-white&q=%7B%7D',
      'article.goods-row',
    ],
    ['details', '#/pages/ProductDetails/index?id=3000', 'text=Grading'],
    ['account', '#/pages/myAccount/index', 'text=Manage Address'],
    ['settings', '#/pages/myAccount/settings', 'text=Message notification'],
  ])('the %s page is dark and readable', async (name, route, ready) => {
    const context = await darkPhone();
    const page = await context.newPage();
    await page.goto(`/${route}`);
    await page.locator(ready).first().waitFor();
    expect(await theme(page)).toBe('dark');
    expect(isDark(await background(page, '.app-shell'))).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(artifacts, `shop-dark-${name}.png`) });
    await context.close();
  });

  test('the buyer’s choice in the settings wins over the phone’s and is remembered', async () => {
    const context = await darkPhone();
    const page = await context.newPage();
    await page.goto('/#/pages/myAccount/settings');
    const appearance = page.getByRole('group', { name: 'Appearance' });

    await step('Light makes the page light at once', async () => {
      await appearance.getByRole('button', { name: 'Light' }).click();
      expect(await theme(page)).toBe('light');
      expect(isDark(await background(page, '.app-shell'))).toBe(false);
      expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(
        '#1b2540',
      );
    });

    await step('and stays light after a reload, from the first paint', async () => {
      await page.reload();
      expect(await theme(page)).toBe('light');
      await appearance.getByRole('button', { name: 'Light', pressed: true }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    });

    await step('System follows the phone again', async () => {
      await appearance.getByRole('button', { name: 'System' }).click();
      expect(await theme(page)).toBe('dark');
      await page.emulateMedia({ colorScheme: 'light' });
      await expect.poll(() => theme(page)).toBe('light');
    });
    await context.close();
  });

  test('the shell that paints before the app’s code is dark too', async () => {
    const context = await darkPhone();
    const page = await context.newPage();
    // The app's code never arrives: what shows is the HTML alone.
    await page.route('**/assets/*.js', (request) => request.abort());
    await page.goto('/#/pages/index/index');
    expect(await theme(page)).toBe('dark');
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#0e1320');
    expect(isDark(await background(page, '.shell'))).toBe(true);
    expect(isDark(await background(page, '.shell-grid i >> nth=0'))).toBe(true);
    await page.screenshot({ path: path.join(artifacts, 'shop-dark-shell.png') });
    await context.close();
  });
});
