// What a phone downloads on a first visit to each entry route, as it goes over the wire
// (compressed as the server sent it, headers included), until the network is idle: measured in
// Chromium against the built server, for a reader of each language (their texts differ in
// size). Budget: 200 KB per route in all. Writes bench/results/bundle-size.json. Run after
// `npm run build`: `npm run bench:bundle` (`-- --locale en` for one language).
import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const BUDGET_KB = 200;
const LOCALES = ['en', 'zh-CN', 'zh-TW'];
const localeArg = process.argv.indexOf('--locale');
const locales = localeArg > 0 ? [process.argv[localeArg + 1]] : LOCALES;
if (!locales.every((locale) => LOCALES.includes(locale))) {
  throw new Error(`--locale: one of ${LOCALES.join(', ')}`);
}
const PORT = 8187;
const base = `http://127.0.0.1:${PORT}`;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

const dataDir = mkdtempSync(path.join(tmpdir(), 'facet-bench-'));
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  env: {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  },
  stdio: 'ignore',
});
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {
    if (i > 150) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const login = await (
  await fetch(`${base}/api/Relation/EmailLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Email: 'demo@facet.local', Password: 'Demo1234', RememberMe: true }),
  })
).json();

/** A call as the demo buyer; throws on a refusal. */
async function api(url, body, method = 'POST') {
  const response = await fetch(base + url, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${login.Data.ToKen}` },
    body: JSON.stringify(body),
  });
  const envelope = await response.json();
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(envelope)}`);
  return envelope.Data;
}

// The buyer's daily pages need something on them, as bench/lighthouse.ts gives them: an order
// placed with one stone, to a delivery address, and two more stones in the cart.
async function putInCart(ids) {
  const cart = await api('/api/ShoppingCart/Add', { GoodsList: ids.map((GoodsId) => ({ GoodsId })) }, 'PUT'); // prettier-ignore
  return cart.StatisticsDetail.flatMap(({ Data }) => Data);
}
await api('/api/Wholesaler_Address/AddOrUpd', {
  Surname: 'Chan', Name: 'Mei', Mobile: '+852 9000 0000',
  Address: '1 Harbour Road', City: 'Hong Kong', Country: 'Hong Kong',
}); // prettier-ignore
const stones = await api('/api/Diamonds/DiamandsQuery', { PageIndex: 1, PageSize: 3 });
const [first, second, third] = stones.List.map(({ Id }) => Id);
const [toOrder] = (await putInCart([first])).filter(({ Goods }) => Goods.Id === first);
const order = await api('/api/Order/AddOrder', {
  CartIds: [toOrder.CartId],
  ReceivingMethod: 'express',
  LogisticsId: 2,
});
await putInCart([second, third]);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});

/**
 * Every request a fresh phone makes for `hash` until the network is idle, in wire bytes, for a
 * reader of `locale` (chosen in the shop, as the language switch keeps it).
 */
async function firstLoad(locale, hash, signedIn) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    locale,
  });
  await context.addInitScript(
    (choice) => localStorage.setItem('facet.shop.locale', choice),
    locale,
  );
  if (signedIn) {
    await context.addInitScript(
      (info) => localStorage.setItem('facet.shop.userInfo', JSON.stringify(info)),
      login.Data,
    );
  }
  const page = await context.newPage();
  const finished = [];
  page.on('requestfinished', (request) => finished.push(request));
  await page.goto(`${base}/${hash}`, { waitUntil: 'networkidle' });
  const files = [];
  for (const request of finished) {
    const sizes = await request.sizes();
    const url = new URL(request.url());
    files.push({
      file: `${url.pathname}${url.search}`,
      type: request.resourceType(),
      wireKb: kb(sizes.responseBodySize + sizes.responseHeadersSize),
    });
  }
  await context.close();
  files.sort((a, b) => b.wireKb - a.wireKb);
  const sum = (list) => Math.round(list.reduce((total, f) => total + f.wireKb, 0) * 10) / 10;
  const total = sum(files);
  return {
    route: hash,
    locale,
    signedIn,
    requests: files.length,
    transferKb: total,
    scriptKb: sum(files.filter((f) => f.type === 'script')),
    withinBudget: total <= BUDGET_KB,
    files,
  };
}

const pages = [
  ['#/', false],
  ['#/pages/index/index', true],
  ['#/pages/diamondSearch/index?category=natural-white', true],
  ['#/pages/diamondSearch/resultList?category=natural-white&q=%7B%7D', true],
  ['#/pages/ProductDetails/index?id=3000', true],
  ['#/pages/myAccount/index', true],
  // The invitation QR code's link: a second way in for new buyers.
  ['#/pages/login/register?invite=DEMO2345', false],
  // The pages a buyer opens every day.
  ['#/pages/cart/index', true],
  ['#/pages/order/index', true],
  [`#/pages/order/details?id=${order.OrderId}`, true],
  ['#/pages/ImService/index', true],
];
const routes = [];
for (const locale of locales) {
  for (const [hash, signedIn] of pages) routes.push(await firstLoad(locale, hash, signedIn));
}
await browser.close();
server.kill('SIGTERM');
rmSync(dataDir, { recursive: true, force: true });

const result = { measuredAt: new Date().toISOString(), budgetKb: BUDGET_KB, routes };
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(
  path.join(root, 'bench/results/bundle-size.json'),
  JSON.stringify(result, null, 2) + '\n',
);
for (const r of routes) {
  const verdict = r.withinBudget ? 'within' : 'OVER';
  console.log(
    `${r.locale.padEnd(5)} ${r.route.slice(0, 54).padEnd(54)} ${String(r.transferKb).padStart(6)} KB in ${r.requests} requests (scripts ${r.scriptKb} KB), ${verdict} the ${BUDGET_KB} KB budget`,
  );
}
