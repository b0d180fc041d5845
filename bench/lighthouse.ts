// Lighthouse on the shop's entry pages (mobile: simulated slow 4G, 4× CPU slowdown) and the
// console (desktop), against the built server on a fresh data directory with demo stock.
// Every run is a first visit: a cold HTTP cache and no service worker, with the signed-in
// buyer's session kept (the pages behind sign-in are measured as the buyer sees them).
//   npm run bench:lighthouse [-- --runs 3] [-- --check]
// Writes bench/results/lighthouse.json and lighthouse.md. With --check it exits 1 when a
// page's median performance is under the CI floor or its transfer over the budget.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type RunnerResult } from 'lighthouse';
import { chromium } from 'playwright-core';
import { root, run, startServer } from './server';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    check: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    /** Some pages only, by name: `--only "result list,stone details"`. */
    only: { type: 'string' },
  },
});
const RUNS = Number(args.runs);

/**
 * The goal of the Phone-fast issue, and the floor CI holds: a lab score on a shared machine is
 * noisy, so CI's performance floor is looser than the goal; the bytes are the budget itself (the
 * heaviest page, the result list, loads about 194 KB). The floor catches a regression; the goal
 * is what the closing notes report against.
 */
const GOAL = { performance: 95, lcpMs: 2000, tbtMs: 150, cls: 0.05, transferKb: 200 };
const CI_FLOOR = { performance: 90, transferKb: 200, consolePerformance: 85 };

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-quic',
  '--disable-sync',
];

type Page = { name: string; url: string; signedIn: 'buyer' | 'clerk' | null; desktop?: boolean };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};

if (!args['no-build']) run('npm', ['run', 'build'], {});

const dataDir = mkdtempSync(path.join(tmpdir(), 'facet-lighthouse-'));
const server = await startServer({ DATA_DIR: dataDir }, 8095, { login: false });
const { base } = server;

/** A call to the server as the demo buyer would make it; throws on a refusal. */
async function api<T>(url: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(base + url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { Data: T };
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(envelope)}`);
  return envelope.Data;
}

// The demo buyer's own store (Cloud Store), for the storefront's two entry pages: its home and
// a stone, as a customer opens them from the jeweller's link — no session.
const STORE = 'bench-jewels';
const { ToKen } = await api<{ ToKen: string }>('/api/Relation/EmailLogin', {
  Email: 'demo@facet.local',
  Password: 'Demo1234',
});
await api(
  '/api/CloudStore/Save',
  {
    Slug: STORE,
    Name: 'Bench Jewels',
    Language: 'en',
    Categories: ['natural-white', 'lab-white'],
    Markups: [],
    DefaultPercent: 25,
    Rounding: 'whole',
    Enabled: true,
  },
  ToKen,
);
const firstStone = await api<{ List: { Ref: string }[] }>('/api/Store/Query', {
  Slug: STORE,
  Category: 'natural-white',
  PageIndex: 1,
  PageSize: 1,
});

const pages: Page[] = [
  { name: 'login', url: `${base}/#/`, signedIn: null },
  { name: 'home', url: `${base}/#/pages/index/index`, signedIn: 'buyer' },
  {
    name: 'category query',
    url: `${base}/#/pages/diamondSearch/index?category=natural-white`,
    signedIn: 'buyer',
  },
  {
    name: 'result list',
    url: `${base}/#/pages/diamondSearch/resultList?category=natural-white&q=%7B%7D`,
    signedIn: 'buyer',
  },
  { name: 'stone details', url: `${base}/#/pages/ProductDetails/index?id=3000`, signedIn: 'buyer' },
  { name: 'storefront', url: `${base}/store/${STORE}`, signedIn: null },
  {
    name: 'storefront stone',
    url: `${base}/store/${STORE}#/stone/${firstStone.List[0]!.Ref}`,
    signedIn: null,
  },
  { name: 'console login', url: `${base}/console/#/login`, signedIn: null, desktop: true },
  { name: 'console dashboard', url: `${base}/console/#/`, signedIn: 'clerk', desktop: true },
];

/**
 * Chromium profiles with a session in their storage: the buyer signs in on the shop's login
 * page, the clerk on the console's, as a person would.
 */
async function signedInProfile(who: 'buyer' | 'clerk') {
  const dir = mkdtempSync(path.join(tmpdir(), `facet-profile-${who}-`));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
    headless: true,
    viewport: who === 'buyer' ? { width: 390, height: 844 } : { width: 1280, height: 800 },
  });
  const page = context.pages()[0] ?? (await context.newPage());
  if (who === 'buyer') {
    await page.goto(`${base}/#/`);
    await page.getByLabel('Email').fill('demo@facet.local');
    await page.getByLabel('Password', { exact: true }).fill('Demo1234');
    // Remembered: the session is kept in the profile's local storage, not the tab's.
    await page.getByText('Remember me').click();
    await page.getByText('I have read and agree to').click();
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/#\/pages\/index\/index/);
  } else {
    await page.goto(`${base}/console/`);
    await page.getByLabel('Email').fill('clerk@facet.local');
    await page.getByLabel('Password').fill('Clerk1234');
    await page.getByText('Remember me').click();
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => !url.hash.includes('login'));
    await page.getByRole('navigation').first().waitFor();
  }
  await context.close();
  return dir;
}

/** A copy of the profile with its caches and service workers gone: a cold first visit. */
function coldCopy(profile: string | null) {
  const dir = mkdtempSync(path.join(tmpdir(), 'facet-run-'));
  if (profile) cpSync(profile, dir, { recursive: true });
  for (const cache of ['Cache', 'Code Cache', 'GPUCache', 'Service Worker']) {
    rmSync(path.join(dir, 'Default', cache), { recursive: true, force: true });
  }
  return dir;
}

async function measure(page: Page, profile: string | null) {
  const userDataDir = coldCopy(profile);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROME_FLAGS,
    userDataDir,
  });
  try {
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      // The profile's storage holds the session; its caches were removed above.
      disableStorageReset: true,
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    };
    const result = (await lighthouse(
      page.url,
      flags,
      page.desktop ? desktopConfig : undefined,
    )) as RunnerResult;
    if (result.lhr.runtimeError) {
      throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
    }
    const { categories, audits } = result.lhr;
    // The whole report, to look into: LIGHTHOUSE_REPORTS=<dir> keeps each page's last one.
    if (process.env.LIGHTHOUSE_REPORTS) {
      mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
      writeFileSync(
        path.join(process.env.LIGHTHOUSE_REPORTS, `${page.name.replace(/\W+/g, '-')}.json`),
        JSON.stringify(result.lhr),
      );
    }
    const score = (name: string) => Math.round((categories[name]?.score ?? 0) * 100);
    const value = (name: string) => audits[name]?.numericValue ?? NaN;
    const shown = result.lhr.finalDisplayedUrl;
    if (new URL(shown).hash !== new URL(page.url).hash) {
      throw new Error(`${page.name}: ${page.url} showed ${shown} (was the session lost?)`);
    }
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: Math.round(value('first-contentful-paint')),
      lcpMs: Math.round(value('largest-contentful-paint')),
      tbtMs: Math.round(value('total-blocking-time')),
      cls: Number(value('cumulative-layout-shift').toFixed(3)),
      transferKb: Number((value('total-byte-weight') / 1024).toFixed(1)),
      // Lighthouse's measure of this machine's speed (higher is faster): the simulated phone
      // is this machine slowed four times, so a slower or busier machine reads slower pages.
      benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
      unusedJsKb: Number(
        ((audits['unused-javascript']?.details as { overallSavingsBytes?: number } | undefined)
          ?.overallSavingsBytes ?? 0) / 1024,
      ).toFixed(1),
    };
  } finally {
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

type Measured = Awaited<ReturnType<typeof measure>>;
const results: {
  page: string;
  url: string;
  formFactor: string;
  median: Measured;
  runs: Measured[];
}[] = [];
const profiles = { buyer: '', clerk: '' };
try {
  profiles.buyer = await signedInProfile('buyer');
  profiles.clerk = await signedInProfile('clerk');
  const chosen = args.only ? args.only.split(',').map((name) => name.trim()) : null;
  for (const page of pages.filter(({ name }) => !chosen || chosen.includes(name))) {
    const runs: Measured[] = [];
    for (let i = 0, failures = 0; i < RUNS;) {
      try {
        runs.push(await measure(page, page.signedIn ? profiles[page.signedIn] : null));
        i += 1;
      } catch (error) {
        // Lighthouse sometimes loses a trace (NO_NAVSTART): that run is measured again.
        if (++failures > 3) throw error;
        console.warn(`${page.name}: run failed (${(error as Error).message}), measuring again`);
      }
    }
    const medianOf = <K extends keyof Measured>(key: K) =>
      median(runs.map((r) => Number(r[key]))) as Measured[K];
    const summary = Object.fromEntries(
      (Object.keys(runs[0]!) as (keyof Measured)[]).map((key) => [key, medianOf(key)]),
    ) as Measured;
    results.push({
      page: page.name,
      url: page.url.replace(base, ''),
      formFactor: page.desktop ? 'desktop' : 'mobile',
      median: summary,
      runs,
    });
    console.log(
      `${page.name.padEnd(16)} perf ${summary.performance} · FCP ${summary.fcpMs} ms · LCP ${summary.lcpMs} ms · TBT ${summary.tbtMs} ms · CLS ${summary.cls} · ${summary.transferKb} KB`,
    );
  }
} finally {
  server.stop();
  for (const dir of [profiles.buyer, profiles.clerk, dataDir]) {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

const out = path.join(root, 'bench/results');
mkdirSync(out, { recursive: true });
writeFileSync(
  path.join(out, 'lighthouse.json'),
  JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      runsPerPage: RUNS,
      goal: GOAL,
      ciFloor: CI_FLOOR,
      results,
    },
    null,
    2,
  ) + '\n',
);
const rows = results.map(
  ({ page, formFactor, median: m }) =>
    `| ${page} | ${formFactor} | **${m.performance}** | ${m.fcpMs} | ${m.lcpMs} | ${m.tbtMs} | ${m.cls} | ${m.transferKb} | ${m.unusedJsKb} | ${m.accessibility} / ${m.bestPractices} / ${m.seo} |`,
);
writeFileSync(
  path.join(out, 'lighthouse.md'),
  [
    '# Lighthouse',
    '',
    `Lighthouse 12, median of ${RUNS} runs per page, each a cold first visit (no HTTP cache, no service worker; the buyer's or clerk's session kept) against \`npm start\`'s build on a fresh data directory with demo stock. Mobile: simulated slow 4G and 4× CPU slowdown. Transfer is what went over the wire (compressed where the server compressed). Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:lighthouse\`.`,
    '',
    `Machine: Lighthouse benchmark index ${median(results.map(({ median: m }) => m.benchmarkIndex))} (median over the pages; higher is faster). The simulated phone is this machine slowed four times, so TBT and LCP follow how fast and how busy the machine is: compare runs on one machine, side by side.`,
    '',
    `Goal: performance ≥ ${GOAL.performance}, LCP ≤ ${GOAL.lcpMs} ms, TBT ≤ ${GOAL.tbtMs} ms, CLS ≤ ${GOAL.cls}, transfer ≤ ${GOAL.transferKb} KB on the shop's pages; console ≥ 90 on desktop.`,
    '',
    '| Page | Form factor | Performance | FCP ms | LCP ms | TBT ms | CLS | Transfer KB | Unused JS KB | A11y / BP / SEO |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n'),
);

if (args.check) {
  const failures = results.flatMap(({ page, formFactor, median: m }) => {
    const floor = formFactor === 'desktop' ? CI_FLOOR.consolePerformance : CI_FLOOR.performance;
    const found: string[] = [];
    if (m.performance < floor) found.push(`${page}: performance ${m.performance} < ${floor}`);
    if (formFactor === 'mobile' && m.transferKb > CI_FLOOR.transferKb) {
      found.push(`${page}: transfer ${m.transferKb} KB > ${CI_FLOOR.transferKb} KB`);
    }
    return found;
  });
  if (failures.length) {
    console.error(`Lighthouse budget missed:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
}
