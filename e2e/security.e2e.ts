import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { artifacts, startStack, type Stack } from './harness';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  expect(await stack.stop()).toBe(0);
});

/** Everything the page's Content-Security-Policy refused, as the browser reports it. */
function violations(page: Page) {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  return refused;
}

test.each([
  ['the shop', '/', (page: Page) => page.getByRole('button', { name: 'Log in' }).waitFor()],
  ['the console', '/console/', (page: Page) => page.getByLabel('Password').waitFor()],
  [
    'the API reference',
    '/docs/',
    (page: Page) => page.getByRole('heading', { name: 'Facet API' }).first().waitFor(),
  ],
])('%s runs under a script policy without unsafe-inline', async (name, url, rendered) => {
  const context = await stack.desktop();
  const page = await context.newPage();
  const refused = violations(page);
  const response = await page.goto(url);
  expect(response?.headers()['content-security-policy']).not.toMatch(
    /script-src[^;]*unsafe-inline/,
  );
  await rendered(page);
  await page.screenshot({ path: `${artifacts}/csp-${name.replace(/\W+/g, '-')}.png` });
  expect(refused).toEqual([]);
  await context.close();
});
