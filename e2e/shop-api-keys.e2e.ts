import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import {
  artifacts,
  buyerAndClerk,
  logInAsDemoBuyer,
  seriousViolations,
  step,
  stillness,
} from './harness';

// API access on a phone: the demo buyer finds Account → API access empty, makes a key for the
// website with the catalogue scope and copies it from the one screen that shows it. The key
// searches the catalogue and is refused a hold (outside its scope); both calls are in the audit
// of key use, the refusal marked. Revoked through the confirmation, the key is refused at once.
// The list and the form are also photographed in Chinese.
let people: Awaited<ReturnType<typeof buyerAndClerk>>;
let buyer: Page;

beforeAll(async () => {
  people = await buyerAndClerk();
  ({ buyer } = people);
  await buyer.context().grantPermissions(['clipboard-read', 'clipboard-write']);
});
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') await people.screenshots(`api-keys-failed-${task.name}`);
});
afterAll(async () => {
  expect(await people.close()).toEqual({ problems: [], exitCode: 0 });
});

/** The page as it stands once a sheet has finished rising and any toast has gone. */
async function shot(page: Page, name: string) {
  await stillness(page, '.adm-toast-mask');
  await page.screenshot({ path: path.join(artifacts, `shop-api-keys-${name}.png`) });
}

/** A call of the API with an API key, as the buyer's own program makes it. */
async function withKey(key: string, call: string, body: unknown) {
  const response = await fetch(`${people.stack.baseUrl}/api/${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key, locale: 'en' },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as {
    Success: boolean;
    Code: string;
    Data: { List?: { Id: number }[] };
  };
  return { status: response.status, ...envelope };
}

const showIn = async (locale: 'en' | 'zh-CN') => {
  await buyer.evaluate((chosen) => localStorage.setItem('facet.shop.locale', chosen), locale);
  await buyer.reload();
};

test('a key made, used within its scope and outside it, audited and revoked', async () => {
  let key = '';

  await step('the buyer opens Account → API access and finds no keys yet', async () => {
    await logInAsDemoBuyer(buyer);
    await buyer.goto('/#/pages/myAccount/index');
    // The first time, the keys cannot be had: the page says so and tries again when asked.
    await buyer.route('**/api/ApiKey/List', (route) => route.abort('internetdisconnected'));
    await buyer.getByRole('link', { name: 'API access' }).click();
    await buyer.waitForURL(/#\/pages\/apiKeys\/index/);
    await buyer.getByRole('heading', { name: 'Your API keys could not be loaded' }).waitFor();
    await shot(buyer, 'load-failed');
    await buyer.unroute('**/api/ApiKey/List');
    await buyer.getByRole('button', { name: 'Try again' }).click();
    await buyer.getByRole('heading', { name: 'No API keys yet' }).waitFor();
    await buyer.getByRole('link', { name: 'Read the API reference' }).waitFor();
    expect(await buyer.getByRole('link', { name: 'Read the API reference' }).getAttribute('href')).toBe('/docs'); // prettier-ignore
    await shot(buyer, 'empty');
    expect(await seriousViolations(buyer)).toEqual([]);
  });

  await step('the form says under each field what is missing', async () => {
    await buyer.getByRole('button', { name: 'New key' }).click();
    const sheet = buyer.getByRole('dialog', { name: 'New key' });
    await sheet.getByRole('button', { name: 'Create key' }).click();
    await sheet.getByText('Cannot be empty').waitFor();
    await sheet.getByText('Choose at least one thing the key may do').waitFor();
    expect(await sheet.getByLabel('Name').getAttribute('aria-invalid')).toBe('true');
    await shot(buyer, 'form-errors');
  });

  await step('a key named "Website" for the catalogue, shown once and copied', async () => {
    const sheet = buyer.getByRole('dialog', { name: 'New key' });
    await sheet.getByLabel('Name').fill('Website');
    await sheet.getByRole('checkbox', { name: /^Catalogue/ }).check();
    await expect.poll(() => sheet.getByRole('alert').count()).toBe(0);
    await sheet.getByText('Search the catalogue at your prices', { exact: false }).waitFor();
    await shot(buyer, 'form');
    expect(await seriousViolations(buyer)).toEqual([]);
    await sheet.getByRole('button', { name: 'Create key' }).click();

    const shown = buyer.getByRole('dialog', { name: 'Your new key' });
    await shown.getByText('Copy the key now: it will not be shown again.').waitFor();
    key = ((await shown.locator('output').textContent()) ?? '').trim();
    expect(key).toMatch(/^fk_[A-Za-z0-9_-]{43}$/);
    await shown.getByRole('button', { name: 'Copy key' }).click();
    await shown.getByText('Copied to the clipboard.', { exact: false }).waitFor();
    expect(await buyer.evaluate(() => navigator.clipboard.readText())).toBe(key);
    await shot(buyer, 'shown');
    await shown.getByRole('button', { name: 'I have saved it' }).click();
    await shown.waitFor({ state: 'detached' });
  });

  await step('the list shows the key by its first characters, never used', async () => {
    const card = buyer.getByRole('article', { name: 'Website' });
    await card.getByText(`${key.slice(0, 7)}…`, { exact: true }).waitFor();
    await card.getByText('Catalogue', { exact: true }).waitFor();
    await card.getByText('Never used').waitFor();
    await card.getByText('0 calls in 30 days').waitFor();
    // The key itself is nowhere on the page any more.
    expect(await buyer.getByText(key).count()).toBe(0);
    await buyer.getByText('No calls yet').waitFor();
    await shot(buyer, 'list');
  });

  await step('the key searches the catalogue and is refused a hold', async () => {
    const search = await withKey(key, 'Diamonds/DiamandsQuery', { PageIndex: 1, PageSize: 5 });
    expect(search.status).toBe(200);
    expect(search.Success).toBe(true);
    const goodsId = search.Data.List?.[0]?.Id ?? 1;
    const hold = await withKey(key, 'Hold/Add', { GoodsId: goodsId });
    expect(hold.status).toBe(403);
    expect(hold.Code).toBe('API_KEY_SCOPE');
  });

  await step('the audit of key use shows both calls, the refusal marked', async () => {
    await buyer.reload();
    const card = buyer.getByRole('article', { name: 'Website' });
    await card.getByText('2 calls in 30 days').waitFor();
    await card.getByText(/^Last used /).waitFor();
    const calls = buyer.getByRole('region', { name: 'Recent calls' }).getByRole('listitem');
    await expect.poll(() => calls.count()).toBe(2);
    const refused = calls.filter({ hasText: 'Hold/Add' });
    await refused.getByText('403', { exact: true }).waitFor();
    await refused.getByText('Refused', { exact: true }).waitFor();
    expect(await refused.getAttribute('class')).toContain('key-use-refused');
    const answered = calls.filter({ hasText: 'Diamonds/DiamandsQuery' });
    await answered.getByText('200', { exact: true }).waitFor();
    await answered.getByText('Answered', { exact: true }).waitFor();
    await refused.getByText(/^Website · /).waitFor();
    await buyer.getByText('That is every call').scrollIntoViewIfNeeded();
    await shot(buyer, 'audit');
    expect(await seriousViolations(buyer)).toEqual([]);
  });

  await step('the buyer revokes the key after confirming, and it is refused', async () => {
    const card = buyer.getByRole('article', { name: 'Website' });
    await card.scrollIntoViewIfNeeded();
    await card.getByRole('button', { name: 'Revoke Website' }).click();
    const confirm = buyer.getByRole('dialog', { name: 'Revoke “Website”?' });
    await confirm.getByText(`Programs using the key ${key.slice(0, 7)}…`, { exact: false }).waitFor(); // prettier-ignore
    await shot(buyer, 'revoke-confirm');
    await confirm.getByRole('button', { name: 'Revoke the key' }).click();
    await confirm.waitFor({ state: 'detached' });
    await card.getByText('Revoked', { exact: true }).waitFor();
    await card.getByText(/^Revoked \d{4}-/).waitFor();
    expect(await card.getByRole('button', { name: 'Revoke Website' }).count()).toBe(0);
    await shot(buyer, 'revoked');

    const refused = await withKey(key, 'Diamonds/DiamandsQuery', { PageIndex: 1, PageSize: 5 });
    expect(refused.status).toBe(401);
    expect(refused.Code).toBe('API_KEY_INVALID');
  });

  await step('the list and the form in Chinese', async () => {
    await showIn('zh-CN');
    await buyer.getByRole('heading', { name: '您的密钥' }).waitFor();
    await buyer.getByText('已撤销', { exact: true }).waitFor();
    await shot(buyer, 'list-zh-CN');
    await buyer.getByRole('button', { name: '新建密钥' }).click();
    const sheet = buyer.getByRole('dialog', { name: '新建密钥' });
    await sheet.getByRole('button', { name: '创建密钥' }).click();
    await sheet.getByText('请至少选择一项密钥可做的事').waitFor();
    await sheet.getByLabel('名称').fill('ERP');
    await sheet.getByRole('checkbox', { name: /^订单/ }).check();
    await sheet.getByRole('checkbox', { name: /^保留/ }).check();
    await expect.poll(() => sheet.getByRole('alert').count()).toBe(0);
    await shot(buyer, 'form-zh-CN');
    await sheet.getByRole('button', { name: '关闭' }).click();
    await showIn('en');
  });
});
