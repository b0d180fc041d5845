import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import {
  artifacts,
  logInAsDemoBuyer,
  seriousViolations,
  type Stack,
  startStack,
  step,
} from './harness';

// One buyer's phone browsing the catalogue; each test continues where the last one left it.
let stack: Stack;
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  stack = await startStack();
  context = await stack.phone();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.baseUrl });
  page = await context.newPage();
});
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') await shot(`failed-${task.name.replace(/\W+/g, '-')}`);
});
afterAll(async () => {
  await context.close();
  await stack.stop();
});

const shot = (name: string) =>
  page.screenshot({ path: path.join(artifacts, `catalogue-${name}.png`) });
const visible = (text: string | RegExp) => page.getByText(text).first().waitFor();
/** "$1,044.15" → 1044.15 */
const dollars = (text: string) => Number(text.replace(/[^\d.]/g, ''));

/** What the server counts for the same filters, asked the way the page asks (one row). */
async function serverCount(body: Record<string, unknown>) {
  return (await serverPage(body)).Total;
}

/** A catalogue call as the signed-in buyer of the page makes it. */
async function askAsBuyer(path: string, body: Record<string, unknown>) {
  const token = await page.evaluate(() => {
    const raw = sessionStorage.getItem('facet.shop.userInfo');
    return raw ? (JSON.parse(raw) as { ToKen: string }).ToKen : '';
  });
  return fetch(`${stack.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
}

async function serverPage(body: Record<string, unknown>) {
  const response = await askAsBuyer('/api/Diamonds/DiamandsQuery', {
    ...body,
    PageIndex: 1,
    PageSize: 1,
  });
  return (
    (await response.json()) as {
      Data: { Total: number; Facets?: { Color: Record<string, number> } };
    }
  ).Data;
}

let stockNo = '';
let stoneId = 0;

/** A second phone with this buyer's session, whose first visit no service worker answers. */
async function secondPhone() {
  const storage = await page.evaluate(() =>
    JSON.stringify([Object.entries(sessionStorage), Object.entries(localStorage)]),
  );
  const phone = await stack.phone();
  await phone.addInitScript((saved) => {
    const [session, local] = JSON.parse(saved) as [string, string][][];
    for (const [key, value] of session!) sessionStorage.setItem(key, value);
    for (const [key, value] of local!) localStorage.setItem(key, value);
  }, storage);
  return phone;
}

test('the catalogue, on a phone', async () => {
  await step('the demo buyer opens natural white diamonds from home', async () => {
    await logInAsDemoBuyer(page);

    await page.getByRole('link', { name: 'Natural white diamond' }).click();
    await page.waitForURL(/#\/pages\/diamondSearch\/index\?category=natural-white/);
    await page.getByRole('heading', { name: 'Natural white diamond' }).waitFor();
    await page.getByRole('button', { name: /^Show [\d,]+ results$/ }).waitFor();
  });

  await step('opened afresh, the page does not move when the chips’ counts arrive', async () => {
    // Every layout shift of the load, input or not, from the shell to the counts.
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.reload();
    const colour = page.getByRole('group', { name: 'Colour' });
    await expect
      .poll(() =>
        colour.getByRole('button', { name: 'D', exact: true }).getAttribute('aria-description'),
      )
      .toMatch(/found$/);
    const shifted = await page.evaluate(() =>
      (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
    );
    expect(shifted).toBeLessThan(0.01);
  });

  await step(
    'sets shape, a colour range in two taps and the weight, and sees the live count',
    async () => {
      const shape = page.getByRole('group', { name: 'Shape' });
      await shape.getByRole('button', { name: 'Round' }).click();
      await expect
        .poll(() => shape.getByRole('button', { name: 'Round' }).getAttribute('aria-pressed'))
        .toBe('true');

      const colour = page.getByRole('group', { name: 'Colour' });
      await colour.getByRole('button', { name: 'D', exact: true }).click();
      await visible('D – now tap the last grade');
      await colour.getByRole('button', { name: 'H', exact: true }).click();
      for (const grade of ['D', 'E', 'F', 'G', 'H']) {
        expect(
          await colour
            .getByRole('button', { name: grade, exact: true })
            .getAttribute('aria-pressed'),
        ).toBe('true');
      }
      expect(
        await colour.getByRole('button', { name: 'I', exact: true }).getAttribute('aria-pressed'),
      ).toBe('false');
      await visible('D–H');

      // The slider is the shortcut: its upper thumb dragged halfway sets the maximum to one of
      // the trade's stops, and leaves the minimum alone.
      const slider = page.locator('.stop-slider').first();
      await slider.scrollIntoViewIfNeeded();
      const track = (await slider.boundingBox())!;
      await page.mouse.move(track.x + track.width - 13, track.y + track.height / 2);
      await page.mouse.down();
      await page.mouse.move(track.x + track.width / 2, track.y + track.height / 2, { steps: 8 });
      await page.mouse.up();
      const dragged = Number(await page.getByLabel('Maximum weight').inputValue());
      expect(dragged).toBeGreaterThan(0.3);
      expect(dragged).toBeLessThan(10);
      expect(await page.getByLabel('Minimum weight').inputValue()).toBe('');

      await page.getByLabel('Minimum weight').fill('0.5');
      await page.getByLabel('Maximum weight').fill('1.5');

      const expected = await serverCount({
        Shape: ['round'],
        Color: ['D', 'E', 'F', 'G', 'H'],
        WeightMin: 0.5,
        WeightMax: 1.5,
      });
      expect(expected).toBeGreaterThan(1);
      await page
        .getByRole('button', { name: `Show ${expected.toLocaleString('en-US')} results` })
        .waitFor();
      // Each colour says what choosing it would find with the other filters as they are — I,
      // outside the range, too — as the server counts them.
      const { Facets } = await serverPage({ Shape: ['round'], WeightMin: 0.5, WeightMax: 1.5 });
      const compact = new Intl.NumberFormat('en-US', {
        notation: 'compact',
        maximumFractionDigits: 1,
      });
      for (const grade of ['D', 'I']) {
        await expect
          .poll(() =>
            colour
              .getByRole('button', { name: grade, exact: true })
              .getAttribute('aria-description'),
          )
          .toBe(`${compact.format(Facets!.Color[grade] ?? 0)} found`);
      }
      expect(Facets!.Color.I).toBeGreaterThan(0);
      await shot('query');

      // A maximum below the minimum is caught on the page, before the server would refuse it.
      await page.getByLabel('Maximum weight').fill('0.3');
      await visible('The maximum must not be below the minimum');
      expect(await page.getByRole('button', { name: 'Check the ranges above' }).isDisabled()).toBe(
        true,
      );
      await page.getByLabel('Maximum weight').fill('1.5');
      await page
        .getByRole('button', { name: `Show ${expected.toLocaleString('en-US')} results` })
        .waitFor();
    },
  );

  await step('searches and sorts the results by price, lowest first', async () => {
    await page.getByRole('button', { name: /^Show [\d,]+ results$/ }).click();
    await page.waitForURL(/#\/pages\/diamondSearch\/resultList\?category=natural-white/);
    await page.locator('article.goods-row').first().waitFor();

    await page.getByRole('button', { name: 'Price', exact: true }).click();
    await page.getByRole('button', { name: 'Price, ascending' }).waitFor();
    await expect.poll(() => page.url()).toContain('sort=Price.asc');
    await page.locator('article.goods-row').nth(5).waitFor();

    const prices = (await page.locator('.goods-row-price').allInnerTexts()).map(dollars);
    expect(prices.length).toBeGreaterThan(5);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const title of await page.locator('.goods-row-title').allInnerTexts()) {
      const [, weight, colour] = /^Round ([\d.]+) ct ([A-Z]) /.exec(title) ?? [];
      expect(Number(weight)).toBeGreaterThanOrEqual(0.5);
      expect(Number(weight)).toBeLessThanOrEqual(1.5);
      expect('DEFGH').toContain(colour);
    }
    await shot('results');

    // The filters travel in the URL: a reload finds the same list in the same order.
    await page.reload();
    await page.getByRole('button', { name: 'Price, ascending' }).waitFor();
    await page.locator('article.goods-row').first().waitFor();
    expect(dollars(await page.locator('.goods-row-price').first().innerText())).toBe(prices[0]);

    // Pulled down at the top, the list is asked for again: the head says so, then closes.
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/Diamonds/DiamandsQuery')) asked.push(request.url());
    });
    const touch = await page.context().newCDPSession(page);
    const finger = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
      touch.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x: 200, y }],
      });
    await finger('touchStart', 320);
    for (let y = 340; y <= 520; y += 20) await finger('touchMove', y);
    await page.getByRole('status').getByText('Release to refresh').waitFor();
    await finger('touchEnd', 520);
    await expect.poll(() => asked.length).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('Release to refresh').count()).toBe(0);
    await touch.detach();
  });

  await step(
    'scrolled to its end, a list brings its next page; one that fails offers a retry',
    async () => {
      const q = encodeURIComponent(JSON.stringify({ WeightMin: 3 }));
      await page.goto(`/#/pages/diamondSearch/resultList?category=natural-white&q=${q}`);
      const rows = page.locator('article.goods-row');
      await rows.first().waitFor();
      const heading = await page.locator('.results-total').innerText();
      const total = Number(/^([\d,]+) results$/.exec(heading)?.[1]?.replace(/,/g, ''));
      // Two pages, the second shorter: nothing more is asked for until the end comes near.
      expect(total).toBeGreaterThan(20);
      expect(total).toBeLessThanOrEqual(40);
      expect(await rows.count()).toBe(20);
      // Pictures come as their rows come near the screen: not twenty at once.
      const pictured = page.locator('article.goods-row .goods-row-picture img');
      await expect.poll(() => pictured.count()).toBeGreaterThanOrEqual(6);
      expect(await pictured.count()).toBeLessThan(15);

      let failOnce = true;
      await page.route('**/api/Diamonds/DiamandsQuery', async (route) => {
        const body = JSON.parse(route.request().postData() ?? '{}') as { PageIndex?: number };
        if (failOnce && body.PageIndex === 2) {
          failOnce = false;
          return route.abort();
        }
        return route.continue();
      });
      await page.locator('.app-body').evaluate((body) => body.scrollTo({ top: body.scrollHeight }));
      await visible('The next page could not be loaded.');
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect.poll(() => rows.count()).toBe(total);
      await page.locator('.app-body').evaluate((body) => body.scrollTo({ top: body.scrollHeight }));
      const lastPicture = rows.last().locator('.goods-row-picture img');
      await expect.poll(() => lastPicture.count()).toBe(1);
      await expect.poll(() => lastPicture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0); // prettier-ignore
      await page.locator('.app-body').evaluate((body) => body.scrollTo({ top: body.scrollHeight }));
      await visible('You have reached the bottom');
      await page.unroute('**/api/Diamonds/DiamandsQuery');
    },
  );

  await step(
    'while Facet is briefly unavailable, a list says so and loads by itself once it is back',
    async () => {
      let refusals = 2;
      await page.route('**/api/Diamonds/DiamandsQuery', async (route) => {
        if (refusals <= 0) return route.continue();
        refusals -= 1;
        return route.fulfill({
          status: 503,
          headers: { 'content-type': 'application/json', 'retry-after': '5' },
          body: JSON.stringify({
            Success: false,
            Code: 'SERVICE_UNAVAILABLE',
            Message: 'The service is briefly unavailable, please try again in a moment',
            Data: null,
            error: 'The service is briefly unavailable, please try again in a moment',
          }),
        });
      });
      const q = encodeURIComponent(JSON.stringify({ WeightMin: 2.5 }));
      await page.goto(`/#/pages/diamondSearch/resultList?category=natural-white&q=${q}`);
      await visible('Facet is briefly unavailable');
      expect(await page.getByText('Check your connection').count()).toBe(0);
      await page.screenshot({ path: path.join(artifacts, 'catalogue-briefly-unavailable.png') });
      // Nobody taps Try again: the list comes by itself once the server answers.
      await page.locator('article.goods-row').first().waitFor({ timeout: 20_000 });
      expect(refusals).toBe(0);
      await page.unroute('**/api/Diamonds/DiamandsQuery');
    },
  );

  await step('a sheet closes on Escape and on a tap beside it', async () => {
    const sheet = page.getByRole('dialog', { name: 'Save this search' });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await sheet.getByLabel('Name').waitFor();
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    // The focus is back on the button that opened it.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Save');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await sheet.getByLabel('Name').waitFor();
    await page.mouse.click(195, 40);
    await sheet.waitFor({ state: 'detached' });
  });

  await step(
    'opens a stone with its attributes and price, and keeps it as a favourite',
    async () => {
      const first = page.locator('article.goods-row').first();
      stockNo = await first.locator('.goods-row-stock-no').innerText();
      const title = await first.locator('.goods-row-title').innerText();
      const price = await first.locator('.goods-row-price').innerText();
      await first.locator('.goods-row-link').click();
      await page.waitForURL(/#\/pages\/ProductDetails\/index\?id=\d+/);
      stoneId = Number(new URL(page.url().replace('#', '')).searchParams.get('id'));

      await page.getByRole('heading', { name: title }).waitFor();
      await visible(`Stock no. ${stockNo}`);
      await visible(price);
      for (const label of [
        'List price',
        'Discount',
        'Price per carat',
        'DDP quote',
        'Grading',
        'Measurements',
        'Certificate',
        'Certificate no.',
        'Table',
        'Polish',
      ]) {
        await page.getByText(label, { exact: true }).first().waitFor();
      }

      // The grading report opens at its lab, for the labs that check a number online.
      const lab = await page.locator('.details-row', { hasText: /^Lab/ }).locator('dd').innerText();
      if (['GIA', 'IGI', 'HRD'].includes(lab)) {
        const certificateNo = await page
          .locator('.details-row', { hasText: 'Certificate no.' })
          .locator('dd')
          .innerText();
        const verify = page.getByRole('link', { name: `Verify at ${lab}` });
        expect(await verify.getAttribute('href')).toContain(certificateNo);
      }

      const favourite = page.getByRole('button', { name: 'Favourite' });
      expect(await favourite.getAttribute('aria-pressed')).toBe('false');
      const saved = page.waitForResponse((r) => r.url().includes('/Wholesaler_Collect_New/Update'));
      await favourite.click();
      expect((await saved).status()).toBe(200);
      expect(await favourite.getAttribute('aria-pressed')).toBe('true');

      await shot('details');
      await page
        .getByRole('heading', { name: 'Certificate', exact: true })
        .scrollIntoViewIfNeeded();
      await shot('details-attributes');
      await page.getByRole('button', { name: 'Share' }).click();
      await visible('Link copied');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
        '/pages/ProductDetails/index?id=',
      );

      await page.getByRole('button', { name: 'Add to cart' }).click();
      await visible('Added to cart');

      // Back on the list the heart of the same stone is filled too.
      await page.getByRole('button', { name: 'Back' }).click();
      await expect
        .poll(() =>
          page.getByRole('button', { name: `Favourite ${stockNo}` }).getAttribute('aria-pressed'),
        )
        .toBe('true');
    },
  );

  await step(
    'opened on a stone, the app asks for it beside the page’s code, not after',
    async () => {
      const phone = await secondPhone();
      const tab = await phone.newPage();
      let codeServed = false;
      let askedBeforeCode: boolean | undefined;
      // The details page's code is held back a moment: the stone is asked for meanwhile.
      await tab.route(/\/assets\/product-details\.page-[\w-]+\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 500));
        codeServed = true;
        await route.continue();
      });
      tab.on('request', (request) => {
        if (request.url().endsWith('/api/Diamonds/Detail')) askedBeforeCode ??= !codeServed;
      });
      await tab.goto(`/#/pages/ProductDetails/index?id=${stoneId}`);
      await tab.getByText(`Stock no. ${stockNo}`).first().waitFor();
      expect(codeServed).toBe(true);
      expect(askedBeforeCode).toBe(true);
      await phone.close();
    },
  );

  await step(
    'adding a stone says "Adding to cart…", then "Added to cart" for 3 s, then the cart is asked for again',
    async () => {
      const phone = await secondPhone();
      const tab = await phone.newPage();
      // Every message the page shows, in order, and when: the loading one may last a moment.
      await tab.addInitScript(() => {
        const seen: { text: string; at: number }[] = [];
        Object.assign(window, { facetToasts: seen });
        new MutationObserver(() => {
          const text = document.querySelector('.adm-toast-main')?.textContent?.trim() ?? '';
          if (text && seen.at(-1)?.text !== text) seen.push({ text, at: Date.now() });
        }).observe(document, { childList: true, subtree: true, characterData: true });
      });
      // The messages' code comes with the first message: on a phone's network, after the
      // cart's answer.
      await tab.route(/\/assets\/show-toast-[\w-]+\.(js|css)$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        await route.continue();
      });
      const cartAsked: number[] = [];
      tab.on('request', (request) => {
        if (request.url().includes('/api/ShoppingCart/GetList')) cartAsked.push(Date.now());
      });
      const answer = await askAsBuyer('/api/Diamonds/DiamandsQuery', { PageIndex: 2, PageSize: 1 }); // prettier-ignore
      const [another] = ((await answer.json()) as { Data: { List: { Id: number; StockNo: string }[] } }).Data.List; // prettier-ignore
      await tab.goto(`/#/pages/ProductDetails/index?id=${another!.Id}`);
      await tab.getByText(`Stock no. ${another!.StockNo}`).first().waitFor();
      await tab.getByRole('button', { name: 'Add to cart' }).click();
      await tab.getByText('Added to cart').waitFor();
      await tab.screenshot({ path: path.join(artifacts, 'catalogue-details-added.png') });
      type Seen = { text: string; at: number }[];
      const toasts = () => tab.evaluate(() => (window as unknown as { facetToasts: Seen }).facetToasts); // prettier-ignore
      expect((await toasts()).map((toast) => toast.text)).toEqual(['Adding to cart…', 'Added to cart']); // prettier-ignore
      const added = (await toasts())[1]!.at;
      // The success message stays its 3 s; then, not before, the cart list is asked for.
      await expect.poll(() => cartAsked.filter((at) => at >= added + 2_900).length, { timeout: 10_000 }).toBe(1); // prettier-ignore
      expect(cartAsked.filter((at) => at > added && at < added + 2_900)).toEqual([]);
      for (const [locale, addedText] of [
        ['zh-CN', '已加入购物车'],
        ['zh-TW', '已加入購物車'],
      ] as const) {
        await tab.evaluate((chosen) => localStorage.setItem('facet.shop.locale', chosen), locale);
        await tab.reload();
        await tab.getByText(another!.StockNo).first().waitFor();
        await tab.locator('.details-add').click();
        await tab.getByText(addedText).waitFor();
        await tab.screenshot({ path: path.join(artifacts, `catalogue-details-added-${locale}.png`) }); // prettier-ignore
      }
      await phone.close();
    },
  );

  await step('a stone opened offline loads by itself when the phone is back online', async () => {
    const phone = await secondPhone();
    const tab = await phone.newPage();
    await tab.goto(`/#/pages/ProductDetails/index?id=${stoneId}`);
    await tab.getByText(`Stock no. ${stockNo}`).first().waitFor();
    // The installed app: opened again without a network, its pages come from the phone.
    await tab.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await tab.reload();
    await expect.poll(() => tab.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true); // prettier-ignore
    const answer = await askAsBuyer('/api/Diamonds/DiamandsQuery', { PageIndex: 3, PageSize: 1 }); // prettier-ignore
    const [offline] = ((await answer.json()) as { Data: { List: { Id: number; StockNo: string }[] } }).Data.List; // prettier-ignore
    await phone.setOffline(true);
    await tab.goto(`/#/pages/ProductDetails/index?id=${offline!.Id}`);
    await tab.reload();
    await tab.getByText('This item could not be loaded', { exact: false }).waitFor();
    await tab.screenshot({ path: path.join(artifacts, 'catalogue-details-offline.png') });
    for (const [locale, failed] of [
      ['zh-CN', '商品加载失败'],
      ['zh-TW', '商品載入失敗'],
    ] as const) {
      await tab.evaluate((chosen) => localStorage.setItem('facet.shop.locale', chosen), locale);
      await tab.reload();
      await tab.getByText(failed).waitFor();
      await tab.screenshot({ path: path.join(artifacts, `catalogue-details-offline-${locale}.png`) }); // prettier-ignore
    }
    await tab.evaluate(() => localStorage.setItem('facet.shop.locale', 'en'));
    await tab.reload();
    await tab.getByText('This item could not be loaded', { exact: false }).waitFor();
    // Back online: no Try again needed.
    await phone.setOffline(false);
    await tab.getByText(`Stock no. ${offline!.StockNo}`).first().waitFor();
    await phone.close();
  });

  await step(
    'opened on a result list, the app asks for its first page beside the code, once',
    async () => {
      const phone = await secondPhone();
      const tab = await phone.newPage();
      let codeServed = false;
      const asked: boolean[] = [];
      let heard: () => void = () => {};
      const listAsked = new Promise<void>((resolve) => (heard = resolve));
      // The page's code is held back until the list is asked for (10 s at most): asked for
      // by the app as it opens, not by the page.
      await tab.route(/\/assets\/result-list\.page-[\w-]+\.js$/, async (route) => {
        await Promise.race([listAsked, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        codeServed = true;
        await route.continue();
      });
      tab.on('request', (request) => {
        if (!request.url().endsWith('/api/Diamonds/DiamandsQuery')) return;
        asked.push(!codeServed);
        heard();
      });
      const q = encodeURIComponent(JSON.stringify({ CaratMin: 0.3 }));
      await tab.goto(`/#/pages/diamondSearch/resultList?category=natural-white&q=${q}`);
      await tab.locator('article.goods-row').first().waitFor();
      expect(codeServed).toBe(true);
      // Asked before the page's code arrived, and the page took that answer as its own.
      expect(asked).toEqual([true]);
      await phone.close();
    },
  );

  await step('finds it among the favourites, removes it and sees the empty state', async () => {
    await page.goto('/#/pages/myAccount/index');
    await page.getByRole('link', { name: 'Favorites' }).click();
    await page.waitForURL(/#\/pages\/collect\/index/);
    await page.getByRole('tab', { name: 'All' }).waitFor();
    const heart = page.getByRole('button', { name: `Favourite ${stockNo}` });
    await heart.waitFor();
    await visible('1 favourite');
    await page.getByRole('tab', { name: 'Natural white' }).click();
    await heart.waitFor();
    await shot('favourites');

    await heart.click();
    await visible('No favourites yet');
    await shot('favourites-empty');
    await page.reload();
    await visible('No favourites yet');
  });

  await step(
    'searches by stock number, refuses an empty search and keeps the history',
    async () => {
      await page.goto('/#/pages/search/searchPage');
      const box = page.getByRole('searchbox', { name: 'Search' });
      await box.waitFor();
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await visible('Search text cannot be empty');

      await box.fill(stockNo);
      await box.press('Enter');
      await page.waitForURL(/#\/pages\/search\/index\?keyword=/);
      await page.getByRole('button', { name: `Favourite ${stockNo}` }).waitFor();
      await page.getByRole('tab', { name: /^Stones 1$/ }).waitFor();
      await shot('search');

      // The trade's words are searched as filters: a shape, a weight, a colour.
      await box.fill('round 1ct D');
      await box.press('Enter');
      await page.getByRole('tab', { name: /^Stones [1-9][\d,]*$/ }).waitFor();
      await page.locator('article.goods-row').first().getByText(/Round/).waitFor();
      await visible('Stones matching Round · 1.00–1.09 ct · D');
      await shot('search-words');

      // Origin and colour words, in Chinese too: lab-grown stones are found, not settings.
      await box.fill('培育');
      await box.press('Enter');
      await page.getByRole('tab', { name: /^Stones [1-9][\d,]*$/ }).waitFor();
      await visible('Stones matching Lab-grown white or Lab-grown fancy');

      await box.fill('Halo');
      await box.press('Enter');
      await page.getByRole('tab', { name: /^Ring settings \d+$/ }).waitFor();
      await page
        .getByRole('link', { name: /^Halo Lumière/ })
        .first()
        .waitFor();
      await shot('search-settings');

      await page.goto('/#/pages/search/searchPage');
      const history = page.getByRole('region', { name: 'Recent searches' });
      await history.getByRole('button').first().waitFor();
      expect(await history.getByRole('listitem').allInnerTexts()).toEqual([
        'Halo',
        '培育',
        'round 1ct D',
        stockNo,
      ]);
      await shot('search-history');
      await page.getByRole('button', { name: 'Clear recent searches' }).click();
      await page.getByRole('region', { name: 'Recent searches' }).waitFor({ state: 'detached' });
      await page.reload();
      await visible('Search by shape, carat');
      expect(await page.getByRole('region', { name: 'Recent searches' }).count()).toBe(0);
    },
  );

  await step(
    'rough bought by the piece asks how many before it goes into the cart',
    async () => {
      const response = await askAsBuyer('/api/Diamonds/BlankQuery', { PageIndex: 1, PageSize: 20 });
      type Rough = { Id: number; StockNo: string; Stock: number; MinBuy: number };
      const { List } = ((await response.json()) as { Data: { List: Rough[] } }).Data;
      const rough = List.find((goods) => goods.Stock >= Math.max(goods.MinBuy, 1));
      expect(rough).toBeDefined();
      await page.goto(`/#/pages/ProductDetails/index?id=${rough!.Id}`);
      await visible(`Stock no. ${rough!.StockNo}`);
      // The sheet and its stepper load with goods sold by quantity (not with every stone).
      await page.getByRole('button', { name: 'Add to cart' }).click();
      const sheet = page.getByRole('dialog', { name: 'Add to cart' });
      await sheet.getByRole('spinbutton').waitFor();
      await shot('details-quantity-sheet');
      await sheet.getByRole('button', { name: 'Add to cart' }).click();
      await visible('Added to cart');
      await sheet.waitFor({ state: 'hidden' });
    },
    page,
  );

  await step('a stone taken off the market says so and cannot be added to the cart', async () => {
    const clerk = await fetch(`${stack.baseUrl}/api/Admin/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Email: 'clerk@facet.local', Password: 'Clerk1234' }),
    });
    const { Data } = (await clerk.json()) as { Data: { ToKen: string } };
    const offMarket = await fetch(`${stack.baseUrl}/api/Admin/Inventory/SetMarket`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${Data.ToKen}` },
      body: JSON.stringify({ Id: stoneId, OnMarket: false }),
    });
    expect(offMarket.status).toBe(200);

    await page.goto(`/#/pages/ProductDetails/index?id=${stoneId}`);
    await visible('This item has been taken off the market.');
    expect(await page.getByRole('button', { name: 'Add to cart' }).isDisabled()).toBe(true);
    await shot('details-off-market');

    // Its certificate is still a certificate: looked up, the stone is found, marked unavailable.
    const certificateNo = await page
      .locator('.details-row', { hasText: 'Certificate no.' })
      .locator('dd')
      .innerText();
    await page.goto('/#/pages/diamondSearch/index?category=certificate');
    await page.getByLabel('Certificate number').fill(certificateNo);
    await page.getByRole('button', { name: 'Look up' }).click();
    await visible('1 stone found');
    await page.getByRole('listitem').getByText('Off the market').waitFor();
    await visible('It is not offered for sale at the moment.');
    await shot('certificate-off-market');
  });

  await step('the catalogue pages have no serious accessibility violations', async () => {
    for (const [route, ready] of [
      ['#/pages/diamondSearch/index?category=natural-white', 'text=Shape'],
      ['#/pages/roughDiamonds/index?category=seed', 'text=Seed shape'],
      ['#/pages/diamondSearch/index?category=lab-fancy', 'text=Fancy colour'],
      ['#/pages/diamondSearch/resultList?category=lab-white&q=%7B%7D', 'article.goods-row'],
      ['#/pages/ProductDetails/index?id=3000', 'text=Grading'],
      ['#/pages/collect/index', 'text=No favourites yet'],
      ['#/pages/search/index?keyword=Halo', 'article.goods-row'],
    ] as const) {
      await page.goto(`/${route}`);
      await page.locator(ready).first().waitFor();
      expect(await seriousViolations(page), route).toEqual([]);
    }
  });
}, 300_000);
