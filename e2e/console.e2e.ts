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
