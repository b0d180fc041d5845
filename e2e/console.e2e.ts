import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { artifacts, startStack, type Stack } from './harness';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  // SIGTERM: in-flight requests finish, pools close, the process exits cleanly.
  expect(await stack.stop()).toBe(0);
});

describe('console', () => {
  test('a buyer cannot log in; a clerk reaches the dashboard and logs out', async () => {
    const context = await stack.desktop();
    const page = await context.newPage();
    await page.goto('/console/');

    await page.getByLabel('Email').fill('demo@facet.local');
    await page.getByLabel('Password').fill('Demo1234');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect
      .poll(() => page.getByText('The account or password is incorrect').isVisible())
      .toBe(true);

    await page.getByLabel('Email').fill('clerk@facet.local');
    await page.getByLabel('Password').fill('Clerk1234');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Welcome back, Demo Clerk').waitFor();
    await page.screenshot({ path: `${artifacts}/console-dashboard.png` });

    await page.getByRole('menuitem', { name: 'Orders' }).click();
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    await expect.poll(() => page.url()).toContain('#/orders');

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    await context.close();
  });
});

describe('the API reference', () => {
  test('at /docs it reads without a 404 and offers nothing that needs the internet', async () => {
    const context = await stack.browser.newContext({
      viewport: { width: 1440, height: 900 },
      baseURL: stack.baseUrl,
    });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    await page.goto('/docs');
    await page.getByRole('heading', { name: 'Facet API', level: 1 }).waitFor();
    await page.getByText('/api/Relation/EmailLogin').first().waitFor();
    await page.waitForLoadState('networkidle');
    for (const name of ['Ask AI', 'Generate MCP', 'Developer Tools', 'Deploy', 'Share']) {
      expect(await page.getByRole('button', { name, exact: true }).count(), name).toBe(0);
    }
    expect(await page.getByText('Generate MCP').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.screenshot({ path: `${artifacts}/api-reference.png` });
    await context.close();
  });
});
