import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import {
  artifacts,
  logInAsDemoBuyer,
  seriousViolations,
  startStack,
  step,
  type Stack,
} from './harness';

// A jeweller's storefront as their customer meets it: the demo buyer saves a store over the
// API (25 % on natural white stones, rounded up to whole dollars), then a stranger's phone —
// no Facet account, nothing stored — opens /store/<slug>, finds a stone at its retail price,
// and sends an enquiry that reaches the jeweller's Cloud Store orders.
let stack: Stack;
let customer: BrowserContext;
let page: Page;
let token = '';
const problems: string[] = [];
const slug = `e2e-jewels-${Date.now().toString(36)}`;

const settings = {
  Slug: slug,
  Name: 'Mei Jewels',
  Phone: '+852 2345 6789',
  Email: 'shop@mei-jewels.example',
  Intro: 'Engagement rings made in Central since 1998',
  Language: 'en',
  Categories: ['natural-white'],
  Markups: [{ Category: 'natural-white', Percent: 25 }],
  DefaultPercent: 40,
  Rounding: 'whole',
  Enabled: true,
};

async function call<T>(url: string, body?: unknown): Promise<T> {
  const response = await fetch(stack.baseUrl + url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { Code: number; Data: T };
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(envelope)}`);
  return envelope.Data;
}

const usd = new Intl.NumberFormat('en', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }); // prettier-ignore
const shot = (name: string, fullPage = false, on = page) => on.screenshot({ path: path.join(artifacts, `storefront-${name}.png`), fullPage }); // prettier-ignore

beforeAll(async () => {
  // One enquiry an hour from an address: the second shows the limit's message.
  stack = await startStack({ env: { RATE_STORE_ENQUIRY_PER_IP_HOUR: '1' } });
  const login = await call<{ ToKen: string }>('/api/Relation/EmailLogin', {
    Email: 'demo@facet.local',
    Password: 'Demo1234',
    RememberMe: false,
  });
  token = login.ToKen;
  await call('/api/CloudStore/Save', settings);
  customer = await stack.phone();
  page = await customer.newPage();
  page.on('pageerror', (error) => problems.push(error.message));
});
afterAll(async () => {
  await customer?.close();
  expect(await stack?.stop()).toBe(0);
  expect(problems).toEqual([]);
});

test('a customer finds a stone at its retail price and sends the jeweller an enquiry', async () => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));

  await step('the store opens with the jeweller’s name and retail prices', async () => {
    await page.goto(`/store/${slug}`);
    await page.getByRole('link', { name: 'Mei Jewels' }).waitFor();
    await page.getByText('Engagement rings made in Central since 1998').waitFor();
    await page.getByTestId('retail-price').first().waitFor();
    // The store came written into the page: its code asked only for the stones.
    expect(requests.filter((url) => url.startsWith('/api/'))).toEqual(['/api/Store/Query']);
    expect(await seriousViolations(page)).toEqual([]);
    await shot('home');
  });

  await step('the store paints its name before any code has run', async () => {
    const noScript = await stack.browser.newContext({
      viewport: { width: 390, height: 844 },
      javaScriptEnabled: false,
      baseURL: stack.baseUrl,
    });
    const bare = await noScript.newPage();
    await bare.goto(`/store/${slug}`);
    expect(await bare.title()).toBe('Mei Jewels');
    await bare.getByText('Mei Jewels').waitFor();
    // (Playwright's text matching passes over <noscript>: the page's text as a reader sees it.)
    expect(await bare.locator('body').innerText()).toContain(
      'This store needs JavaScript: please turn it on.',
    );
    await shot('no-script', false, bare);
    await noScript.close();
  });

  let ref = '';
  let retail = '';
  await step('a retail price is the wholesale price + 25 %, up to the dollar', async () => {
    // The first stone the store shows, and the same stone as the jeweller buys it.
    const shown = await page.getByRole('link').filter({ has: page.getByTestId('retail-price') }).first(); // prettier-ignore
    ref = (await shown.getAttribute('href'))!.split('/').pop()!;
    // The store hides certificate numbers (the default): shown for a moment to find the stone.
    await call('/api/CloudStore/Save', { ...settings, ShowCertificates: true });
    const stone = await call<{ CertificateNo: string; Price: number }>('/api/Store/Detail', { Slug: slug, Ref: ref }); // prettier-ignore
    await call('/api/CloudStore/Save', settings);
    const wholesale = await call<{ List: { CertificateNo: string; Price: number }[] }>(
      '/api/Diamonds/DiamandsQuery',
      { PageIndex: 1, PageSize: 50, Sort: { Field: 'CreatedAt', Order: 'desc' } },
    );
    const own = wholesale.List.find((goods) => goods.CertificateNo === stone.CertificateNo)!;
    const marked = Math.round((Math.round(own.Price * 100) * 125) / 100);
    retail = usd.format(Math.ceil(marked / 100));
    expect(await shown.getByTestId('retail-price').textContent()).toBe(retail);
    expect(retail).not.toBe(usd.format(own.Price));
  });

  await step('the stone’s page, and into the enquiry', async () => {
    await page.locator(`a[href$="/stone/${ref}"]`).click();
    await page.getByRole('heading', { name: 'Grading' }).waitFor();
    expect(await page.getByTestId('retail-price').textContent()).toBe(retail);
    // The lab, and no certificate number a customer could look up at Facet's other buyers.
    await page.getByText('Report on request').waitFor();
    expect(await page.getByRole('link', { name: /certificate|report/i }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shot('stone', true);
    await page.getByRole('button', { name: 'Add to my enquiry' }).click();
    await page.getByRole('link', { name: /1 stone selected/ }).click();
  });

  await step('a missing contact is said on the field; then the enquiry is sent', async () => {
    await page.getByLabel('Your name').fill('Ada Chan');
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await page.locator('#enquiry-Phone-error').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Phone').fill('9123 4567');
    await page.getByLabel('Message (optional)').fill('An engagement ring, size 12, by June');
    await shot('enquiry');
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await page.getByText('Thank you, your enquiry is sent').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot('sent');
  });

  const number = /S\d{10}/.exec(
    (await page.getByText(/Your enquiry number is/).textContent())!,
  )![0];
  await step('the jeweller finds it in their Cloud Store orders', async () => {
    const orders = await call<{ List: { No: string; CustomerName: string; Lines: { Ref: string }[] }[] }>(
      '/api/CloudStore/Orders',
      { PageIndex: 1, PageSize: 10 },
    ); // prettier-ignore
    const enquiry = orders.List.find((order) => order.No === number)!;
    expect(enquiry.CustomerName).toBe('Ada Chan');
    expect(enquiry.Lines.map((line) => line.Ref)).toEqual([ref]);
  });

  await step('the jeweller’s notice counts the stone as English counts one', async () => {
    const phone = await stack.phone();
    const jeweller = await phone.newPage();
    await logInAsDemoBuyer(jeweller);
    await jeweller.goto('/#/pages/hintMessage/index');
    await jeweller.getByText(`Store enquiry ${number}`).first().waitFor();
    await jeweller.getByText('Ada Chan asks about 1 stone in Mei Jewels.').first().waitFor();
    await shot('enquiry-notice', false, jeweller);
    await phone.close();
  });

  await step('the filters narrow the store, and the store speaks Chinese', async () => {
    await page.getByRole('link', { name: 'Back to the store' }).click();
    await page.getByText('Filter stones').click();
    await page.getByRole('button', { name: 'Princess' }).click();
    await expect
      .poll(async () => {
        const titles = await page.locator('.storefront-card-title').allTextContents();
        return titles.length > 0 && titles.every((title) => title.startsWith('Princess'));
      })
      .toBe(true);
    // Cheapest first: the retail prices shown rise down the list.
    await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
    await expect
      .poll(async () => {
        const prices = (await page.getByTestId('retail-price').allTextContents()).map((text) =>
          Number(text.replace(/[^\d.]/g, '')),
        );
        return prices.length > 1 && prices.every((price, i) => i === 0 || prices[i - 1]! <= price);
      })
      .toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await shot('filters');
  });

  await step('past the hourly limit, the form says to try later', async () => {
    await page.locator('.storefront-card').first().click();
    await page.getByRole('button', { name: 'Add to my enquiry' }).click();
    await page.getByRole('link', { name: /1 stone selected/ }).click();
    await page.getByLabel('Your name').fill('Ada Chan');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await page.getByText(/Too many enquiries from this connection/).waitFor();
    await page.getByRole('link', { name: 'Mei Jewels' }).click();
  });

  await step('the reader switches the store to Chinese', async () => {
    await page.getByRole('button', { name: '简体中文' }).click();
    await page.getByText('筛选钻石').waitFor();
    await page.locator('.storefront-card-title').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot('home-zh-CN');
  });

  await step('a store that is not open says so', async () => {
    await page.goto('/store/no-such-store-here');
    await page.getByText('本店已关闭').waitFor();
    await shot('closed-zh-CN');
  });

  await step('a new visitor reads the store in the store’s own language', async () => {
    await call('/api/CloudStore/Save', { ...settings, Language: 'zh-TW' });
    const stranger = await stack.phone();
    const first = await stranger.newPage();
    await first.goto(`/store/${slug}`);
    await first.getByText('篩選鑽石').waitFor();
    await stranger.close();
  });

  await step('a long store name is shown whole in the header, in every language', async () => {
    for (const [language, name, filter] of [
      ['en', 'Golden Harbour Fine Jewellery & Diamonds, Central', 'Filter stones'],
      ['zh-CN', '金港珠宝钻石行（香港）有限公司中环旗舰店', '筛选钻石'],
      ['zh-TW', '金港珠寶鑽石行（香港）有限公司中環旗艦店', '篩選鑽石'],
    ] as const) {
      await call('/api/CloudStore/Save', { ...settings, Name: name, Language: language });
      const visitor = await stack.phone();
      const store = await visitor.newPage();
      await store.goto(`/store/${slug}`);
      await store.getByText(filter).waitFor();
      const shown = store.locator('.storefront-name');
      expect(await shown.textContent()).toBe(name);
      // Not cut: the whole name fits its box, and the box fits the phone beside the switch.
      const fits = await shown.evaluate((element) => {
        const header = element.closest('header')!.getBoundingClientRect();
        const box = element.getBoundingClientRect();
        return (
          element.scrollWidth <= element.clientWidth + 1 &&
          element.scrollHeight <= element.clientHeight + 1 &&
          box.left >= header.left &&
          box.right <= header.right
        );
      });
      expect(fits, language).toBe(true);
      await shot(`long-name-${language}`, false, store);
      await visitor.close();
    }
    await call('/api/CloudStore/Save', settings);
  });

  // The storefront asked only the public store calls: nothing of Facet's own shop.
  const api = requests.filter((url) => url.startsWith('/api/'));
  expect(api.length).toBeGreaterThan(0);
  expect(api.filter((url) => !url.startsWith('/api/Store/'))).toEqual([]);
});
