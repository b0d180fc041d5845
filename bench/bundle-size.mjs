// The shop's initial JavaScript, gzipped (level 9, as served compressed): what a phone
// downloads before the first screen of each entry route is usable, measured in Chromium
// against the built server. Budget: 170 KB per route. Writes bench/results/bundle-size.json.
// Run after `npm run build`: `npm run bench:bundle`.
import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const BUDGET_KB = 170;
const PORT = 8187;
const base = `http://127.0.0.1:${PORT}`;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/shop/dist');
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const gzipKb = (file) => kb(gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);

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

/** Every JS file a fresh phone loads for `hash` until the network is idle. */
async function firstLoad(hash, signedIn) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
  });
  if (signedIn) {
    await context.addInitScript(
      (info) => localStorage.setItem('facet.shop.userInfo', JSON.stringify(info)),
      login.Data,
    );
  }
  const page = await context.newPage();
  const scripts = new Set();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js')) scripts.add(url.pathname.replace(/^\//, ''));
  });
  await page.goto(`${base}/${hash}`, { waitUntil: 'networkidle' });
  await context.close();
  const files = [...scripts].sort().map((file) => ({ file, gzipKb: gzipKb(file) }));
  const total = Math.round(files.reduce((sum, f) => sum + f.gzipKb, 0) * 10) / 10;
  return { route: hash, signedIn, initialJsGzipKb: total, withinBudget: total <= BUDGET_KB, files };
}

const routes = [
  await firstLoad('#/', false),
  await firstLoad('#/pages/index/index', true),
  await firstLoad('#/pages/myAccount/index', true),
  // The invitation QR code's link: a second way in for new buyers.
  await firstLoad('#/pages/login/register?invite=DEMO2345', false),
];
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
    `${r.route.padEnd(40)} ${String(r.initialJsGzipKb).padStart(6)} KB gzipped JS, ${verdict} the ${BUDGET_KB} KB budget`,
  );
}
