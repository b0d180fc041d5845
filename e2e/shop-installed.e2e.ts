import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BrowserContext, Page, Request, Response } from 'playwright-core';
import { artifacts, startStack, step, type Stack } from './harness';

// Phone-fast (docs/web-apps.md): the shell in the HTML, compression, the installed app, offline.
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

/** A phone with the demo buyer signed in ("Remember me"), as after a first visit. */
async function signedInPhone(options: { locale?: string } = {}) {
  const context = await stack.phone(options);
  await context.addInitScript(
    ([info, locale]) => {
      localStorage.setItem('facet.shop.userInfo', JSON.stringify(info));
      if (locale) localStorage.setItem('facet.shop.locale', locale);
    },
    [session, options.locale === 'zh-CN' ? 'zh-CN' : null] as const,
  );
  return context;
}

/** A call as the demo buyer, through the API: what a test needs in place before the phone. */
async function asBuyer<T>(method: string, call: string, body?: unknown): Promise<T> {
  const response = await fetch(`${stack.baseUrl}/api/${call}`, {
    method,
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${(session as { ToKen: string }).ToKen}`,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return ((await response.json()) as { Data: T }).Data;
}

/** The requests `page` sends to `pathname`, each as `written` writes it, in order. */
function requestsTo(page: Page, pathname: string, written: (request: Request) => string) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === pathname) sent.push(written(request));
  });
  return sent;
}

/** Until the service worker is installed, active, and controls the page (after a reload). */
async function controlledBy(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''))
    .toMatch(/\/sw\.js$/);
}

describe('the shell', () => {
  test('paints without JavaScript: the login outline, and why nothing more comes', async () => {
    const context = await stack.browser.newContext({
      viewport: { width: 390, height: 844 },
      javaScriptEnabled: false,
      baseURL: stack.baseUrl,
    });
    const page = await context.newPage();
    await page.goto('/');
    expect(await page.locator('.shell-login').isVisible()).toBe(true);
    expect(await page.locator('.shell-hero').getByText('Facet').isVisible()).toBe(true);
    // Text engines skip <noscript>; its paragraph is read as the page shows it.
    const notice = page.locator('.shell-noscript');
    expect(await notice.isVisible()).toBe(true);
    expect(await notice.innerText()).toContain('Facet needs JavaScript: please turn it on.');
    await page.screenshot({ path: path.join(artifacts, 'shell-without-javascript.png') });
    await context.close();
  });

  test('a page whose code cannot be had says so in the shell, and the next page opens', async () => {
    const context = await signedInPhone();
    const page = await context.newPage();
    await page.route('**/assets/holds.page-*.js', (request) => request.abort());
    await page.goto('/#/pages/index/index');
    await page.locator('.app-tab-bar').waitFor();
    await page.evaluate(() => (location.hash = '#/pages/holds/index'));
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.innerText()).toContain('This page could not be opened');
    // The shell stays around it: the page's title and the way back.
    const title = page.locator('.page-nav-title');
    expect(await title.innerText()).toBe('My Holds');
    expect(await page.getByRole('button', { name: 'Back' }).count()).toBe(1);
    await page.evaluate(() => (location.hash = '#/pages/collect/index'));
    await expect.poll(() => title.innerText()).toBe('Collect');
    await page.locator('.app-body').getByText(/./).first().waitFor();
    expect(await page.getByText('This page could not be opened').count()).toBe(0);
    await context.close();
  });

  test('takes the outline of the page being opened, before the app’s code arrives', async () => {
    const outline = async (context: BrowserContext, route: string) => {
      const page = await context.newPage();
      // The app's code never arrives: what shows is the HTML alone.
      await page.route('**/assets/*.js', (request) => request.abort());
      await page.goto(`/${route}`);
      const shell = await page.evaluate(() => document.documentElement.dataset.shell);
      await page.close();
      return shell;
    };
    const guest = await stack.phone();
    expect(await outline(guest, '#/')).toBe('login');
    expect(await outline(guest, '#/pages/diamondSearch/resultList?q=%7B%7D')).toBe('login');
    await guest.close();

    const buyer = await signedInPhone();
    expect(await outline(buyer, '#/')).toBe('home');
    expect(await outline(buyer, '#/pages/index/index')).toBe('home');
    expect(await outline(buyer, '#/pages/cart/index')).toBe('tab');
    expect(await outline(buyer, '#/pages/ProductDetails/index?id=3000')).toBe('page');
    await buyer.close();
  });

  test('names the page being opened in its navigation bar, in the reader’s language', async () => {
    /** The shell's title from the HTML alone, and then the page's own, once the code has run. */
    const titles = async (context: BrowserContext, route: string) => {
      const page = await context.newPage();
      await page.route('**/assets/*.js', (request) => request.abort());
      await page.goto(`/${route}`);
      const shellTitle = await page.locator('.shell-page .shell-title').textContent();
      await page.close();
      const app = await context.newPage();
      await app.goto(`/${route}`);
      const pageTitle = await app.locator('.page-nav-title').innerText();
      await app.close();
      return [shellTitle, pageTitle];
    };
    const query = '#/pages/diamondSearch/index?category=natural-white';
    const buyer = await signedInPhone();
    // Word for word the page's title, so nothing changes when the page replaces the shell.
    expect(await titles(buyer, query)).toEqual(['Natural white diamond', 'Natural white diamond']);
    expect(await titles(buyer, '#/pages/ProductDetails/index?id=3000')).toEqual([
      'Details',
      'Details',
    ]);
    await buyer.close();
    const chinese = await signedInPhone({ locale: 'zh-CN' });
    expect(await titles(chinese, query)).toEqual(['天然白钻', '天然白钻']);
    // The cart, a tab, is named before its code has come (its first paint was 2.3 s later).
    expect(await titles(chinese, '#/pages/cart/index')).toEqual(['购物车', '购物车']);
    // So is the order list, another page a buyer opens every day.
    expect(await titles(chinese, '#/pages/order/index')).toEqual(['订单', '订单']);
    // A page the shell has no title for shows none rather than a wrong one.
    expect(await titles(chinese, '#/pages/holds/index')).toEqual(['', '我的保留']);
    await chinese.close();
  });

  test('writes home’s welcome in the reader’s language, as the page does', async () => {
    for (const [locale, words] of [
      ['en', 'Certified stones at wholesale prices'],
      ['zh-CN', '带证书的钻石，批发价直供'],
    ] as const) {
      const buyer = await signedInPhone({ locale });
      const shell = await buyer.newPage();
      await shell.route('**/assets/*.js', (request) => request.abort());
      await shell.goto('/#/pages/index/index');
      const shellTitle = shell.locator('.shell-home .shell-banner h2');
      expect(await shellTitle.textContent()).toBe(words);
      const shellBox = await shellTitle.boundingBox();
      const app = await buyer.newPage();
      await app.goto('/#/pages/index/index');
      const pageTitle = app.locator('#home-hero-title');
      expect(await pageTitle.innerText()).toBe(words);
      // Where the page draws it and as large: the page replaces the shell without a change.
      expect(await pageTitle.boundingBox()).toEqual(shellBox);
      await buyer.close();
    }
  });

  test('asks for the first page’s code and texts before the app’s code has run', async () => {
    /** What a page asks for from its HTML alone: the entry script never arrives. */
    const askedFrom = async (context: BrowserContext, route: string) => {
      const page = await context.newPage();
      const asked: string[] = [];
      page.on('request', (request) => asked.push(new URL(request.url()).pathname));
      await page.route(/\/assets\/index-[^/]+\.js$/, (request) => request.abort());
      await page.goto(`/${route}`);
      await expect.poll(() => asked.some((path) => /\/texts-(zh-CN|en)-[^/]+\.js$/.test(path))).toBe(true); // prettier-ignore
      await page.close();
      return asked;
    };
    const list = '#/pages/diamondSearch/resultList?category=natural-white&q=%7B%7D';
    const buyer = await signedInPhone({ locale: 'zh-CN' });
    const asked = await askedFrom(buyer, list);
    expect(asked.some((path) => /\/result-list\.page-[^/]+\.js$/.test(path))).toBe(true);
    // The reader's language: its texts (the shell's and the contract's, one file), and no other
    // language's.
    expect(asked.some((path) => /\/texts-zh-CN-[^/]+\.js$/.test(path))).toBe(true);
    expect(asked.some((path) => /\/(texts-)?(en|zh-TW)-[^/]+\.js$/.test(path))).toBe(false);
    // Signed in, the login address opens home: home's code is asked for.
    expect((await askedFrom(buyer, '#/')).some((path) => /\/home\.page-/.test(path))).toBe(true);
    await buyer.close();
    // Signed out, a page that needs a session opens the login page: its code, not the list's.
    const guest = await stack.phone();
    const guestAsked = await askedFrom(guest, list);
    expect(guestAsked.some((path) => /\/login\.page-/.test(path))).toBe(true);
    expect(guestAsked.some((path) => /\/result-list\.page-/.test(path))).toBe(false);
    await guest.close();
  });
  test('asks for a stone’s details from the HTML, and the app takes that answer over', async () => {
    const buyer = await signedInPhone();
    // The app's code never arrives: the HTML alone asks for the stone and its first picture.
    const held = await buyer.newPage();
    const heldAsked: string[] = [];
    held.on('request', (request) => heldAsked.push(new URL(request.url()).pathname));
    await held.route(/\/assets\/index-[^/]+\.js$/, (request) => request.abort());
    await held.goto('/#/pages/ProductDetails/index?id=3000');
    await expect.poll(() => heldAsked.some((path) => path.startsWith('/media/'))).toBe(true);
    expect(heldAsked.filter((path) => path === '/api/Diamonds/Detail')).toHaveLength(1);
    // The shell draws that picture where the page will: the page's largest element, shown
    // before any of the app's code has run.
    const shown = held.locator('.shell-picture img');
    await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0); // prettier-ignore
    expect(await shown.getAttribute('src')).toMatch(/^\/media\/stones\//);
    expect((await held.locator('.shell-picture').boundingBox())?.height).toBe(270);
    await held.close();

    // With the code: the stone shows, and it was asked for once, not again by the app.
    const page = await buyer.newPage();
    const details: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/Diamonds/Detail') {
        details.push(request.postData() ?? '');
      }
    });
    await page.goto('/#/pages/ProductDetails/index?id=3000');
    await page.locator('.details-picture').first().waitFor();
    await page.getByText('Add to cart').first().waitFor();
    expect(details).toEqual(['{"Id":3000}']);
    // Another stone, opened in the app, is asked for as usual.
    await page.goto('/#/pages/ProductDetails/index?id=3001');
    await expect.poll(() => details.length).toBe(2);
    await buyer.close();
  });
  test('asks for a result list’s first page from the HTML and draws its first pictures', async () => {
    const buyer = await signedInPhone();
    const list = `/#/pages/diamondSearch/resultList?category=natural-white&q=${encodeURIComponent('{"WeightMin":0.3}')}&sort=Weight.desc`; // prettier-ignore
    const listBodies = (page: Page) => {
      const bodies: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/Diamonds/DiamandsQuery') {
          bodies.push(request.postData() ?? '');
        }
      });
      return bodies;
    };
    // The app's code never arrives: the HTML alone asks for the list, as the page would, and
    // draws the first rows' pictures.
    const held = await buyer.newPage();
    const heldBodies = listBodies(held);
    await held.route(/\/assets\/index-[^/]+\.js$/, (request) => request.abort());
    await held.goto(list);
    const thumbs = held.locator('.shell-thumb img');
    await expect.poll(() => thumbs.count()).toBe(6);
    await expect.poll(() => thumbs.first().evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0); // prettier-ignore
    expect(heldBodies).toEqual([
      '{"WeightMin":0.3,"PageIndex":1,"PageSize":20,"Sort":{"Field":"Weight","Order":"desc"}}',
    ]);
    const shellBox = await held.locator('.shell-thumb').first().boundingBox();
    const shellPicture = await thumbs.first().getAttribute('src');
    await held.close();

    // With the code: the rows show, the list asked for once (the app took the HTML's answer),
    // the first picture the same and where the shell drew it.
    const page = await buyer.newPage();
    const bodies = listBodies(page);
    await page.goto(list);
    const picture = page.locator('.goods-row-picture').first();
    await picture.locator('img').waitFor();
    expect(await picture.boundingBox()).toEqual(shellBox);
    expect(await picture.locator('img').getAttribute('src')).toBe(shellPicture);
    expect(bodies).toHaveLength(1);
    await page.screenshot({ path: path.join(artifacts, 'result-list-after-shell.png') });
    await buyer.close();
  });

  test('asks for the cart from the HTML and draws its first lines’ pictures where the cart does', async () => {
    const stones = await asBuyer<{ List: { Id: number }[] }>('POST', 'Diamonds/DiamandsQuery', { PageIndex: 1, PageSize: 2 }); // prettier-ignore
    const cart = await asBuyer<{ StatisticsDetail: { Data: { CartId: number }[] }[] }>('PUT', 'ShoppingCart/Add', { GoodsList: stones.List.map(({ Id }) => ({ GoodsId: Id })) }); // prettier-ignore
    const cartIds = cart.StatisticsDetail.flatMap(({ Data }) => Data.map(({ CartId }) => CartId));
    const cartAsked = (page: Page) =>
      requestsTo(page, '/api/ShoppingCart/GetList', (request) => request.method() + new URL(request.url()).search); // prettier-ignore
    const buyer = await signedInPhone();
    // The app's code never arrives: the HTML alone asks for the cart, as the app would, and
    // draws its first lines' pictures.
    const held = await buyer.newPage();
    const heldAsked = cartAsked(held);
    await held.route(/\/assets\/index-[^/]+\.js$/, (request) => request.abort());
    await held.goto('/#/pages/cart/index');
    const thumbs = held.locator('.shell-thumb img');
    await thumbs.nth(cartIds.length - 1).waitFor();
    expect(await thumbs.count()).toBe(cartIds.length);
    await expect.poll(() => thumbs.first().evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0); // prettier-ignore
    expect(heldAsked).toEqual(['GET?SecretId=0&SecretKey=0']);
    const shellBoxes = await Promise.all(
      (await held.locator('.shell-thumb').all())
        .slice(0, cartIds.length)
        .map((box) => box.boundingBox()),
    );
    const shellPictures = await Promise.all(
      (await thumbs.all()).map((image) => image.getAttribute('src')),
    );
    await held.screenshot({ path: path.join(artifacts, 'cart-shell.png') });
    await held.close();

    // With the code: the lines show, the cart asked for once (the app, its tab bar's badge
    // and the page took the HTML's answer), each picture the same and where the shell drew it.
    const page = await buyer.newPage();
    const asked = cartAsked(page);
    await page.goto('/#/pages/cart/index');
    const pictures = page.locator('.cart-line-picture');
    await pictures
      .nth(cartIds.length - 1)
      .locator('img')
      .waitFor();
    expect(await pictures.locator('img').count()).toBe(cartIds.length);
    for (const [index, picture] of (await pictures.all()).entries()) {
      expect(await picture.boundingBox()).toEqual(shellBoxes[index]);
      expect(await picture.locator('img').getAttribute('src')).toBe(shellPictures[index]);
    }
    expect(asked).toHaveLength(1);
    await page.screenshot({ path: path.join(artifacts, 'cart-after-shell.png') });
    await buyer.close();
    await asBuyer('DELETE', 'ShoppingCart/Delete', { CartIds: cartIds });
  });

  test('asks for the order list from the HTML and draws its first orders’ pictures where the list does', async () => {
    // An order of the buyer's own, to a delivery address.
    await asBuyer('POST', 'Wholesaler_Address/AddOrUpd', { Surname: 'Chan', Name: 'Mei', Mobile: '+852 9000 0000', Address: '1 Harbour Road', City: 'Hong Kong', Country: 'Hong Kong' }); // prettier-ignore
    const stones = await asBuyer<{ List: { Id: number }[] }>('POST', 'Diamonds/DiamandsQuery', { PageIndex: 2, PageSize: 1 }); // prettier-ignore
    const cart = await asBuyer<{ StatisticsDetail: { Data: { CartId: number; Goods: { Id: number } }[] }[] }>('PUT', 'ShoppingCart/Add', { GoodsList: [{ GoodsId: stones.List[0]!.Id }] }); // prettier-ignore
    const line = cart.StatisticsDetail.flatMap(({ Data }) => Data).find(({ Goods }) => Goods.Id === stones.List[0]!.Id); // prettier-ignore
    await asBuyer('POST', 'Order/AddOrder', { CartIds: [line!.CartId], ReceivingMethod: 'express', LogisticsId: 2 }); // prettier-ignore
    const listBodies = (page: Page) =>
      requestsTo(page, '/api/Order/List', (request) => request.postData() ?? '');
    const buyer = await signedInPhone();
    // The app's code never arrives: the HTML alone asks for the list's first page, as the page
    // would, and draws the first order's picture in its card.
    const held = await buyer.newPage();
    const heldBodies = listBodies(held);
    await held.route(/\/assets\/index-[^/]+\.js$/, (request) => request.abort());
    await held.goto('/#/pages/order/index?tab=unconfirmed');
    const thumb = held.locator('.shell-thumb img').first();
    await thumb.waitFor();
    await expect.poll(() => thumb.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0); // prettier-ignore
    expect(heldBodies).toEqual(['{"PageIndex":1,"PageSize":10,"Status":"unconfirmed"}']);
    const shellBox = await held.locator('.shell-thumb').first().boundingBox();
    const shellPicture = await thumb.getAttribute('src');
    await held.close();

    // With the code: the orders show, the list asked for once, the first picture the same and
    // where the shell drew it.
    const page = await buyer.newPage();
    const bodies = listBodies(page);
    await page.goto('/#/pages/order/index?tab=unconfirmed');
    const picture = page.locator('.order-line-picture').first();
    await picture.locator('img').waitFor();
    expect(await picture.boundingBox()).toEqual(shellBox);
    expect(await picture.locator('img').getAttribute('src')).toBe(shellPicture);
    expect(bodies).toHaveLength(1);
    await buyer.close();
  });

  test('asks for the chat’s history from the HTML and, nothing said yet, writes its welcome where the chat does', async () => {
    for (const [locale, words] of [
      ['en', 'Ask about a stone, an order or a payment. Our team will reply right here.'],
      ['zh-CN', '关于钻石、订单或付款的问题都可以在这里咨询，客服会在此回复您。'],
    ] as const) {
      const historyAsked = (page: Page) =>
        requestsTo(page, '/api/Im/History', (request) => new URL(request.url()).search);
      const buyer = await signedInPhone({ locale });
      // The app's code never arrives: the HTML alone asks for the newest messages, as the page
      // would, and finding none writes the welcome in the reader's language.
      const held = await buyer.newPage();
      const heldAsked = historyAsked(held);
      await held.route(/\/assets\/index-[^/]+\.js$/, (request) => request.abort());
      await held.goto('/#/pages/ImService/index');
      const shellText = held.locator('.shell-welcome p');
      await expect.poll(() => shellText.isVisible()).toBe(true);
      expect(await shellText.textContent()).toBe(words);
      expect(heldAsked).toEqual(['?Limit=30']);
      const shellBox = await shellText.boundingBox();
      await held.close();

      // With the code: the welcome where the shell wrote it and as large, the history asked for
      // once.
      const page = await buyer.newPage();
      const asked = historyAsked(page);
      await page.goto('/#/pages/ImService/index');
      const text = page.locator('.chat-welcome-text');
      await text.waitFor();
      expect(await text.innerText()).toBe(words);
      expect(await text.boundingBox()).toEqual(shellBox);
      expect(asked).toHaveLength(1);
      await buyer.close();
    }
  });
});

describe('over the wire', () => {
  test('the page, its code and the API answers come compressed', async () => {
    const context = await signedInPhone();
    const page = await context.newPage();
    const responses: Response[] = [];
    page.on('response', (response) => responses.push(response));
    await page.goto('/#/pages/diamondSearch/resultList?category=natural-white&q=%7B%7D');
    await page.locator('article.goods-row').first().waitFor();
    // Read while the page is open: a header read after the context closes would fail.
    const encodings = new Map<string, string | null>();
    for (const response of responses) {
      encodings.set(
        new URL(response.url()).pathname,
        await response.headerValue('content-encoding'),
      );
    }

    expect(encodings.get('/')).toBe('br');
    // The app's code: the entry, with everything it imports at start.
    const app = [...encodings.keys()].find((file) => /\/assets\/index-[\w-]+\.js$/.test(file));
    expect(app && encodings.get(app)).toBe('br');
    expect(encodings.get('/api/Diamonds/DiamandsQuery')).toBe('br');
    await context.close();
  });
});

describe('the installed app', () => {
  test('is installable: a manifest in the buyer’s language, its icons, a service worker', async () => {
    const context = await signedInPhone({ locale: 'zh-CN' });
    const page = await context.newPage();
    await page.goto('/#/pages/index/index');
    await page.getByText('按品类选购').waitFor();

    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.zh-CN.webmanifest');
    const manifest = (await (await fetch(stack.baseUrl + href)).json()) as {
      name: string;
      lang: string;
      display: string;
      start_url: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Facet 钻石批发',
      lang: 'zh-CN',
      display: 'standalone',
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const response = await fetch(stack.baseUrl + icon.src);
      expect(response.headers.get('content-type')).toBe('image/png');
    }
    for (const locale of ['en', 'zh-TW']) {
      const other = await fetch(`${stack.baseUrl}/manifest.${locale}.webmanifest`);
      expect(((await other.json()) as { lang: string }).lang).toBe(locale);
    }
    await controlledBy(page);
    await context.close();
  });

  test('offline: favourites and the last result list stay readable, and say they are saved copies', async () => {
    const context = await signedInPhone();
    const page = await context.newPage();
    let favourite = '';

    await step('online: a favourite and a result list are seen', async () => {
      await page.goto('/#/pages/diamondSearch/resultList?category=natural-white&q=%7B%7D');
      const first = page.locator('article.goods-row').first();
      favourite = (await first.locator('.goods-row-stock-no').textContent()) ?? '';
      const token = (session as { ToKen: string }).ToKen;
      const id = Number(
        new URL(
          (await first.locator('.goods-row-link').getAttribute('href'))!.replace('#', ''),
          stack.baseUrl,
        ).searchParams.get('id'),
      );
      const marked = await fetch(`${stack.baseUrl}/api/Wholesaler_Collect_New/Update`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ GoodsId: id, Collect: true }),
      });
      expect(marked.status).toBe(200);
      await controlledBy(page);
      await page.goto('/#/pages/collect/index');
      await page.getByText(favourite).waitFor();
      await page.goto('/#/pages/diamondSearch/resultList?category=natural-white&q=%7B%7D');
      await page.locator('article.goods-row').first().waitFor();
    });

    await step('offline: the app still opens, with the saved lists', async () => {
      await context.setOffline(true);
      await page.reload();
      await page.locator('article.goods-row').first().waitFor();
      await page.getByText('You are offline.', { exact: false }).waitFor();
      expect(await page.getByText(/^Saved /).isVisible()).toBe(true);

      await page.goto('/#/pages/collect/index');
      await page.getByText(favourite).waitFor();
      await page.getByText('You are offline.', { exact: false }).waitFor();
      await page.screenshot({ path: path.join(artifacts, 'offline-favourites.png') });
    });

    await step('offline: a list never saved says it could not be loaded', async () => {
      await page.goto('/#/pages/order/index');
      await page.getByText('The list could not be loaded').waitFor();
    });

    await step('back online: the server answers again, and the notice goes', async () => {
      await context.setOffline(false);
      await page.goto('/#/pages/collect/index');
      await page.getByText(favourite).waitFor();
      await page.getByRole('button', { name: 'Try again' }).waitFor({ state: 'detached' });
      await expect.poll(() => page.getByText('You are offline.', { exact: false }).count()).toBe(0);
    });
    await context.close();
  });

  test('a new version waits for the buyer: "ready — reload", then runs', async () => {
    const worker = path.resolve(import.meta.dirname, '../apps/shop/dist/sw.js');
    const context = await signedInPhone();
    const page = await context.newPage();
    await page.goto('/#/pages/index/index');
    await controlledBy(page);

    // The next release's worker: the same files, a changed script (its compressed twins aside,
    // so the server sends the new one).
    const original = readFileSync(worker);
    const twins = ['.br', '.gz'].map((ext) => `${worker}${ext}`).filter((file) => existsSync(file));
    twins.forEach((file) => renameSync(file, `${file}.aside`));
    writeFileSync(worker, `${original.toString()}\n// the next release\n`);
    try {
      await page.evaluate(() =>
        navigator.serviceWorker.getRegistration().then((registration) => registration?.update()),
      );
      await page.getByText('A new version of Facet is ready.').waitFor();
      // A mark on this document: the reload is seen by its going, whenever the load event fires
      // (a fast reload can finish before a listener registered after the click).
      await page.evaluate(() => Object.assign(window, { beforeUpdate: true }));
      await page.getByRole('button', { name: 'Reload' }).click();
      // The waiting worker activates (its old caches cleared) before the page reloads: that
      // takes more than expect.poll's default second on a loaded machine (CI saw 1 in 3).
      await expect
        .poll(
          () =>
            page
              .evaluate(() =>
                navigator.serviceWorker.getRegistration().then((registration) => ({
                  reloaded: !('beforeUpdate' in window),
                  waiting: Boolean(registration?.waiting),
                  controlled: Boolean(navigator.serviceWorker.controller),
                })),
              )
              // The page is between documents while it reloads: ask again.
              .catch(() => undefined),
          { timeout: 15_000 },
        )
        .toEqual({ reloaded: true, waiting: false, controlled: true });
      await page.waitForLoadState('load');
      expect(await page.getByText('A new version of Facet is ready.').count()).toBe(0);
    } finally {
      writeFileSync(worker, original);
      twins.forEach((file) => renameSync(`${file}.aside`, file));
    }
    await context.close();
  });
});
