import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { AxeBuilder } from '@axe-core/playwright';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';
import { startSmtpSink } from '../apps/server/src/test/smtp-sink';
import { expect } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
export const artifacts = path.join(root, 'e2e/artifacts');

/** Serious and critical findings of axe (WCAG 2.1 A and AA) on the page as it stands. */
export async function seriousViolations(page: Page) {
  // A toast still fading out is caught mid-animation, in colours nobody reads: let it go.
  await page.locator('.adm-toast-mask').first().waitFor({ state: 'hidden' });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * One step of a journey. A journey is one test — its steps share the pages and what earlier
 * steps made — so a failure names the step, and no later test inherits the damage. Given the
 * `page` the step works on, a failure also says what that page showed (see `scene`): a CI log
 * is often all there is of a failure that a faster or slower machine does not repeat.
 */
export async function step(name: string, run: () => Promise<void>, page?: Page) {
  try {
    await run();
  } catch (error) {
    if (error instanceof Error) {
      const shown = page ? `\nThe page then: ${await scene(page)}` : '';
      error.message = `[${name}] ${error.message}${shown}`;
    }
    throw error;
  }
}

/**
 * What a page shows, in one line: its address, what is open over it (dialogs, popovers,
 * tooltips, messages), what is busy loading, which buttons spin and what
 * has the focus. Never throws: a page that is gone says so.
 */
export async function scene(page: Page): Promise<string> {
  try {
    return await page.evaluate(() => {
      const text = (element: Element) =>
        (element as HTMLElement).innerText.replace(/\s+/g, ' ').trim().slice(0, 160);
      const visible = (selector: string) =>
        Array.from(document.querySelectorAll(selector)).filter(
          (element) => (element as HTMLElement).offsetParent !== null,
        );
      const named = (element: Element) =>
        element.getAttribute('aria-label') || text(element) || element.tagName.toLowerCase();
      const parts = [
        location.href.replace(location.origin, ''),
        ...visible('[role=dialog], .ant-popover:not(.ant-popover-hidden)').map(
          (element) => `open: "${text(element)}"`,
        ),
        ...visible('.ant-tooltip:not(.ant-tooltip-hidden)').map((e) => `tooltip: "${text(e)}"`),
        ...visible('.ant-message-notice, .adm-toast-main').map((e) => `message: "${text(e)}"`),
        ...visible('[aria-busy="true"]').map(
          (e) => `busy: ${e.className.split(' ')[0] || e.tagName}`,
        ),
        ...visible('.ant-btn-loading').map((e) => `spinning: ${named(e)}`),
        `focus: ${document.activeElement ? named(document.activeElement).slice(0, 60) : 'none'}`,
        // The last messages shown, gone or not, and when (noteMessages).
        ...(window.facetMessagesShown ?? []).map((m) => `shown at ${m.at} s: "${m.text}"`),
      ];
      return parts.join(' · ');
    });
  } catch (error) {
    return `(not readable: ${error instanceof Error ? error.message.split('\n')[0] : error})`;
  }
}

declare global {
  interface Window {
    facetMessagesShown?: { at: string; text: string }[];
  }
}

/**
 * In a phone's every page: the shop's messages (toasts) as they appear, the last eight with
 * the second they came, for `scene` — a message gone by the time a step fails is otherwise
 * not seen in its report.
 */
function noteMessages() {
  const shown: { at: string; text: string }[] = [];
  window.facetMessagesShown = shown;
  new MutationObserver(() => {
    for (const element of Array.from(document.querySelectorAll('.adm-toast-main'))) {
      const text = (element as HTMLElement).innerText.replace(/\s+/g, ' ').trim();
      const last = shown.at(-1);
      if (!text || last?.text === text) continue;
      shown.push({ at: (performance.now() / 1000).toFixed(1), text });
      if (shown.length > 8) shown.shift();
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * The page once its toasts (`toast`, a selector) have gone and whatever moves has come to rest
 * — a dialog or a sheet opening, a tab's bar — so a screenshot shows what a user would stop
 * and read. An endless animation (a spinner) never rests and is not waited for.
 */
export async function stillness(page: Page, toast: string) {
  await page.locator(toast).first().waitFor({ state: 'hidden' });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        // One cancelled on the way (its element gone) has come to rest too.
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * `dialog` (a dialog or a drawer) once it has opened and come to rest: its opening motion over
 * (no `-appear`/`-enter` motion class on it or around it, no animation running in it). On a
 * loaded machine a button still zooming in can pass Playwright's stability check, and the
 * click sent to it land beside it and be lost.
 */
export async function atRest(dialog: Locator) {
  await dialog.waitFor();
  await expect
    .poll(
      () =>
        dialog.evaluate((element) => {
          for (let at: Element | null = element; at; at = at.parentElement) {
            if (/-(appear|enter)\b/.test(at.className)) return true;
          }
          return element
            .getAnimations({ subtree: true })
            .some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity); // prettier-ignore
        }),
      { timeout: 10_000 },
    )
    .toBe(false);
  return dialog;
}

/** A phone: the viewport every shop journey runs in. */
export const PHONE = { width: 390, height: 844 };

/** The demo buyer logs in on the shop's login page, as a buyer does, and lands on home. */
/** The address form filled for the demo buyer's office in Kowloon, with `mobile` as given. */
export async function fillDeliveryAddress(page: Page, mobile: string) {
  await page.getByLabel('Surname').fill('Chan');
  await page.getByLabel('Name', { exact: true }).fill('Tai Man');
  await page.getByLabel('Mobile').fill(mobile);
  await page.getByLabel('Country').fill('Hong Kong');
  await page.getByLabel('City').fill('Kowloon');
  await page.getByLabel('Address', { exact: true }).fill('12/F, 8 Canton Road, Tsim Sha Tsui');
}

export async function logInAsDemoBuyer(page: Page) {
  await page.goto('/');
  await page.getByLabel('Email').fill('demo@facet.local');
  await page.getByLabel('Password', { exact: true }).fill('Demo1234');
  await page.getByText('I have read and agree to').click();
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/#\/pages\/index\/index/);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** A fresh PostgreSQL database when DATABASE_URL is set (dropped at the end), else none. */
async function freshPostgres() {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return { url: undefined, drop: async () => {} };
  const name = `facet_e2e_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await run(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/**
 * The built Facet server as `npm start` runs it — its own data directory and database, the
 * demo accounts seeded, mail going to a real SMTP sink — plus a headless Chromium.
 */
export async function startStack(options: { env?: Record<string, string> } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'facet-e2e-'));
  const smtp = await startSmtpSink();
  const postgres = await freshPostgres();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    // Every journey comes from 127.0.0.1; the per-IP limits have their own API tests.
    RATE_CODE_PER_IP_HOUR: '100000',
    RATE_LOGIN_IP_MAX_FAILURES: '100000',
    // Saved-search alerts are matched every second: a journey does not wait half a minute.
    ALERT_SWEEP_SECONDS: '1',
    DATABASE_URL: postgres.url,
    // With REDIS_URL, two journeys at once share one Redis: each stack's keys and channels apart.
    REDIS_PREFIX: `facet-e2e-${randomBytes(6).toString('hex')}:`,
    ...options.env,
  };
  if (!postgres.url) delete env.DATABASE_URL;

  let output = '';
  /** Starts the server and waits until it answers; resolves with how to await its exit. */
  async function launch() {
    const child: ChildProcess = spawn(
      process.execPath,
      [path.join(root, 'apps/server/dist/main.js')],
      {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) =>
      child.on('exit', (code) => resolve(code)),
    );

    // A first start migrates and seeds the demo stock: on a busy two-core machine that can
    // pass 30 s (the suites' hooks allow 60).
    const deadline = Date.now() + 50_000;
    for (;;) {
      try {
        if ((await fetch(`${baseUrl}/api/health`)).ok) break;
      } catch {
        // not listening yet
      }
      if (child.exitCode !== null || Date.now() > deadline) {
        throw new Error(`server did not start:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return { child, exited };
  }
  let server = await launch();

  const browser: Browser = await chromium
    .launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    })
    .catch(async (error: unknown) => {
      // No browser, no journey: what was started for it stops, not left running for good.
      server.child.kill('SIGTERM');
      await server.exited;
      await smtp.close();
      await postgres.drop();
      rmSync(dataDir, { recursive: true, force: true });
      throw error;
    });
  mkdirSync(artifacts, { recursive: true });

  return {
    baseUrl,
    smtp,
    browser,
    output: () => output,
    /** A new phone-sized browser context, as a buyer's handset (set to light unless told). */
    phone: async (
      options: { locale?: string; colorScheme?: 'light' | 'dark' } = {},
    ): Promise<BrowserContext> => {
      const context = await browser.newContext({
        viewport: PHONE,
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        locale: options.locale ?? 'en-US',
        colorScheme: options.colorScheme ?? 'light',
        baseURL: baseUrl,
      });
      await context.addInitScript(noteMessages);
      return context;
    },
    /** A desktop context, as a clerk at the back office. */
    desktop: (): Promise<BrowserContext> =>
      browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: baseUrl }),
    /** Stops the server (SIGTERM) and starts it again on the same port and data. */
    async restart(): Promise<number | null> {
      server.child.kill('SIGTERM');
      const code = await server.exited;
      server = await launch();
      return code;
    },
    /** Stops everything; resolves with the server's exit code after SIGTERM. */
    async stop(): Promise<number | null> {
      await browser.close();
      server.child.kill('SIGTERM');
      const code = await server.exited;
      await smtp.close();
      await postgres.drop();
      rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}

export type Stack = Awaited<ReturnType<typeof startStack>>;

/**
 * The demo buyer on a phone and a desktop page for the clerk, on one stack: the two people of
 * the journeys where a buyer and the back office take turns. Page errors and what the pages'
 * policy refused are collected.
 */
export async function buyerAndClerk(env: Record<string, string> = {}) {
  const stack = await startStack({ env });
  const phone = await stack.phone();
  const desk = await stack.desktop();
  const buyer = await phone.newPage();
  const clerk = await desk.newPage();
  const problems: string[] = [];
  for (const page of [buyer, clerk]) {
    page.on('pageerror', (error) => problems.push(error.message));
    // A text its page's `lazyPage` did not say it reads (i18n.ts): shown blank for a moment.
    page.on('console', (message) => {
      if (message.text().startsWith('Page texts:')) problems.push(message.text());
    });
    // What the page's Content-Security-Policy refused (an eval, an inline script), even where
    // the code caught it: a policy report and a mark in the browser's issues for each.
    await page.exposeFunction('facetPolicyRefused', (what: string) => problems.push(what));
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { facetPolicyRefused: (what: string) => void })
          .facetPolicyRefused;
        report(`policy refused ${event.violatedDirective} (${event.blockedURI})`);
      }),
    );
  }
  return {
    stack,
    buyer,
    clerk,
    /** Both pages as they stand, for a test that failed. */
    async screenshots(name: string) {
      const file = name.replace(/\W+/g, '-');
      await buyer.screenshot({ path: path.join(artifacts, `${file}-buyer.png`) });
      await clerk.screenshot({ path: path.join(artifacts, `${file}-clerk.png`) });
    },
    /** Closes both browsers and the stack; the page errors seen and the server's exit code. */
    async close() {
      await phone.close();
      await desk.close();
      return { problems, exitCode: await stack.stop() };
    },
  };
}

/**
 * A call of the API as `token` (or no one: ''), failing the test when it is refused: a POST
 * of `body`, a GET when there is none, or `method`.
 */
export async function callApi<T>(
  baseUrl: string,
  token: string,
  route: string,
  body?: unknown,
  method = body === undefined ? 'GET' : 'POST',
): Promise<T> {
  const response = await fetch(`${baseUrl}${route}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const envelope = (await response.json()) as { Success: boolean; Data: T };
  expect(envelope.Success, `${route}: ${JSON.stringify(envelope)}`).toBe(true);
  return envelope.Data;
}

/** A session token of the demo buyer, or of the demo clerk or admin (the console's login). */
export async function tokenOf(baseUrl: string, who: 'buyer' | 'clerk' | 'admin') {
  const [route, Email, Password] = {
    buyer: ['/api/Relation/EmailLogin', 'demo@facet.local', 'Demo1234'],
    clerk: ['/api/Admin/Login', 'clerk@facet.local', 'Clerk1234'],
    admin: ['/api/Admin/Login', 'admin@facet.local', 'Admin1234'],
  }[who];
  return (await callApi<{ ToKen: string }>(baseUrl, '', route!, { Email, Password })).ToKen;
}

/**
 * An order of one single stone placed through the API as the buyer of `token`: their office
 * in Kowloon as the address, the `nth` stone of the catalogue (0: the first) in the cart, picked
 * up. Answers the order's id and number.
 */
export async function orderOneStone(baseUrl: string, token: string, nth = 0) {
  const call = <T>(route: string, body: unknown, method?: string) =>
    callApi<T>(baseUrl, token, route, body, method);
  await call('/api/Wholesaler_Address/AddOrUpd', {
    Surname: 'Chan',
    Name: 'Tai Man',
    Mobile: '+852 9123 4567',
    Country: 'Hong Kong',
    City: 'Kowloon',
    Address: '12/F, 8 Canton Road, Tsim Sha Tsui',
  });
  const { List } = await call<{ List: { Id: number }[] }>('/api/Diamonds/DiamandsQuery', { PageIndex: 1, PageSize: nth + 1 }); // prettier-ignore
  type Cart = { StatisticsDetail: { Data: { CartId: number }[] }[] };
  const cart = await call<Cart>('/api/ShoppingCart/Add', { GoodsList: [{ GoodsId: List[nth]!.Id }] }, 'PUT'); // prettier-ignore
  const CartIds = cart.StatisticsDetail.flatMap((tab) => tab.Data.map((line) => line.CartId));
  return call<{ OrderId: number; OrderNo: string }>('/api/Order/AddOrder', { CartIds, ReceivingMethod: 'pickup' }); // prettier-ignore
}

/** Staff log in to the back office on `page`, as the demo clerk or admin, and are welcomed. */
export async function logInToConsole(page: Page, who: 'clerk' | 'admin') {
  await page.goto('/console/');
  await page.getByLabel('Email').fill(`${who}@facet.local`);
  await page.getByLabel('Password').fill(who === 'clerk' ? 'Clerk1234' : 'Admin1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByText(`Welcome back, Demo ${who === 'clerk' ? 'Clerk' : 'Admin'}`).waitFor();
}

/** A webhook delivery as a buyer's program receives it. */
export type ReceivedDelivery = { headers: IncomingHttpHeaders; body: string };

/**
 * A program of the buyer's (or the wholesaler's) on 127.0.0.1, taking webhook deliveries at
 * `path` (WEBHOOK_ALLOW_PRIVATE lets Facet send there): it keeps each one and answers 200.
 */
export async function startWebhookReceiver(path: string) {
  const received: ReceivedDelivery[] = [];
  const server = createHttpServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}${path}`,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Whether a delivery carries a Standard Webhooks signature made with `secret`. */
export function signedWith(secret: string, { headers, body }: ReceivedDelivery) {
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const expected = createHmac('sha256', key)
    .update(`${String(headers['webhook-id'])}.${String(headers['webhook-timestamp'])}.${body}`)
    .digest('base64');
  return String(headers['webhook-signature'])
    .split(' ')
    .some((part) => part === `v1,${expected}`);
}

/** The event a delivery tells of. */
export const eventOf = (delivery: ReceivedDelivery) =>
  (JSON.parse(delivery.body) as { type: string }).type;
