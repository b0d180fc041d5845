import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { artifacts, atRest, startStack, type Stack, step } from './harness';

// One clerk at the back office; each test continues where the last one left the page.
let stack: Stack;
let context: BrowserContext;
let page: Page;
const problems: string[] = [];

beforeAll(async () => {
  stack = await startStack();
  context = await stack.desktop();
  page = await context.newPage();
  // React and antd report misuse (a wrong prop, a missing key) on the console.
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
});
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') await shot(`failed-${task.name.replace(/\W+/g, '-')}`);
});
afterAll(async () => {
  await context.close();
  expect(await stack.stop()).toBe(0);
});

const fixture = path.join(import.meta.dirname, 'fixtures/rapnet-stock.csv');
const shot = (name: string) =>
  page.screenshot({ path: path.join(artifacts, `console-inventory-${name}.png`) });
// A failed step says what the page showed then (what was open, dimmed or spinning).
const clerkStep = (name: string, run: () => Promise<void>) => step(name, run, page);
const row = (stockNo: string) => page.getByRole('row').filter({ hasText: stockNo });
// antd lists a select's options as titled items (its ARIA options cover only the active one).
const choose = (option: string) => page.getByTitle(option, { exact: true }).last().click();
const search = async (keyword: string) => {
  await page.getByLabel('Stock or certificate number').fill(keyword);
  await page.getByLabel('Stock or certificate number').press('Enter');
};

test('the inventory, at the back office', async () => {
  let stockNo: string;

  await clerkStep('a clerk finds a demo stone by its stock number', async () => {
    await page.goto('/console/');
    await page.getByLabel('Email').fill('clerk@facet.local');
    await page.getByLabel('Password').fill('Clerk1234');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Welcome back, Demo Clerk').waitFor();

    await page.getByRole('menuitem', { name: 'Inventory' }).click();
    await page.getByRole('heading', { name: 'Inventory' }).waitFor();
    await page.getByText(/^[\d,]+ stock lines$/).waitFor();
    await shot('list');
    // The house list-price grid is the admins' alone.
    expect(await page.getByRole('button', { name: 'List prices' }).count()).toBe(0);

    // The newest natural white of the demo stock, whatever its number.
    await page.getByRole('combobox', { name: 'Category' }).click();
    await choose('Natural white');
    await page.keyboard.press('Escape');
    const first = page.getByRole('row').nth(1).getByRole('cell').first();
    await first.getByText('Natural white').waitFor();
    stockNo = (await first.locator('.inventory-stock-no').textContent()) ?? '';
    expect(stockNo).toMatch(/^NW\d{7}$/);

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await search(stockNo);
    await page.getByText('1 stock line', { exact: true }).waitFor();
    expect(await page.getByRole('row').count()).toBe(2);
    await row(stockNo).getByText('On market').waitFor();
  });

  await clerkStep('takes the stone off the market and puts it back', async () => {
    await row(stockNo).getByRole('button', { name: 'Take off the market' }).click();
    await page.getByText(`Take ${stockNo} off the market?`).waitFor();
    await page.getByRole('button', { name: 'Take off', exact: true }).click();
    await page.getByText(`${stockNo} is off the market`).waitFor();
    await row(stockNo).getByText('Off market').waitFor();
    await shot('off-market');

    // The market filter finds it among the stones off the market: the list asks again and,
    // busy meanwhile, shows the answer (a clerk acts on that, not on the list it replaces).
    const offMarket = page.waitForResponse(
      (response) =>
        response.url().endsWith('/Admin/Inventory/Query') &&
        response.request().postDataJSON()?.Market === 'off',
    );
    await page.getByText('Off market', { exact: true }).first().click();
    await page.waitForURL(/Market=off/);
    await offMarket;
    await page.locator('.inventory-table-card [aria-busy="true"]').waitFor({ state: 'detached' });
    await row(stockNo).waitFor();

    await row(stockNo).getByRole('button', { name: 'Put back on the market' }).click();
    await page.getByText(`Put ${stockNo} back on the market?`).waitFor();
    await page.getByRole('button', { name: 'Put back', exact: true }).click();
    await page.getByText(`${stockNo} is back on the market`).waitFor();
    // Back on the market, it leaves a list of stones off the market.
    await page.getByText('No stock matches these filters').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await search(stockNo);
    await row(stockNo).getByText('On market').waitFor();
  });

  await clerkStep('checks, then imports a RapNet stock list with one bad line', async () => {
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = await atRest(page.getByRole('dialog', { name: 'Import a stock list' }));
    await dialog.getByRole('combobox', { name: 'Category of the stock list' }).click();
    await choose('Natural white');
    await dialog.locator('input[type=file]').setInputFiles(fixture);
    await dialog.getByText('rapnet-stock.csv').waitFor();

    await dialog.getByRole('button', { name: 'Check' }).click();
    const report = dialog.getByRole('region', { name: 'Import report' });
    await report.getByText('Check done: nothing was saved').waitFor();
    expect(await report.innerText()).toMatch(/Lines\s+4\s+Would create\s+3\s+Would update\s+0/);
    const refused = report.getByRole('row').filter({ hasText: 'E2E-RAP-004' });
    await refused.getByText('Invalid value: "Q+"').waitFor();
    expect(await refused.innerText()).toMatch(/5\s+E2E-RAP-004\s+Color/);
    await shot('import-check');

    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await report.getByText('Import done: 3 stock lines saved').waitFor();
    expect(await report.innerText()).toMatch(/Lines\s+4\s+Created\s+3\s+Updated\s+0\s+Refused\s+1/);
    await report.getByText('Invalid value: "Q+"').waitFor();
    await shot('import-done');
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.waitFor({ state: 'hidden' });
  });

  await clerkStep('finds an imported stone, edits it and exports it', async () => {
    await search('E2E-RAP-002');
    await page.getByText('1 stock line', { exact: true }).waitFor();
    const imported = row('E2E-RAP-002');
    await imported.getByText('Oval').waitFor();
    await imported.getByText('On market').waitFor();
    await shot('imported');

    await imported.getByRole('button', { name: 'Edit' }).click();
    const drawer = await atRest(page.getByRole('dialog', { name: 'Edit E2E-RAP-002' }));
    await expect.poll(() => drawer.getByLabel('Stock number').inputValue()).toBe('E2E-RAP-002');
    expect(await drawer.getByLabel('Certificate number').inputValue()).toBe('6431298745');
    // The required mark is part of a label's accessible name.
    expect(await drawer.getByRole('spinbutton', { name: /Discount$/ }).inputValue()).toBe('-28.00');
    await shot('edit');

    // The contract's rules show beside the field, before anything is sent.
    await drawer.getByLabel('Stock number').fill('bad number!');
    await drawer.getByText('A stock number is letters, digits, dots, dashes or slashes').waitFor();
    await drawer.getByLabel('Stock number').fill('E2E-RAP-002');
    await drawer.getByLabel('Description').fill('Oval from the RapNet list, re-measured');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('E2E-RAP-002 saved').waitFor();
    await drawer.waitFor({ state: 'hidden' });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = await readFile((await (await download).path())!, 'utf8');
    const [header, line, ...rest] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(header).toMatch(/^Stock #,Category,Shape,Weight,Color,Clarity/);
    expect(line).toMatch(/^E2E-RAP-002,natural-white,oval,0.72,F,VVS2,/);
    expect(line).toContain('"Oval from the RapNet list, re-measured"');
    expect(rest).toEqual([]);
    expect(problems).toEqual([]);
  });
}, 300_000);
