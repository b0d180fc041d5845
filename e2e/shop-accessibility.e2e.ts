import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seriousViolations, startStack, type Stack } from './harness';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack.stop();
});

describe('accessibility of the account screens', () => {
  test.each([
    ['en', '#/', 'Log in'],
    ['en', '#/pages/login/register', 'Create account'],
    ['en', '#/pages/login/forgotPassword', 'Reset password'],
    ['zh-CN', '#/', '登录'],
  ])('%s %s has no serious violations', async (locale, route, ready) => {
    const context = await stack.phone();
    await context.addInitScript(
      (value) => localStorage.setItem('facet.shop.locale', value),
      locale,
    );
    const page = await context.newPage();
    await page.goto(`/${route}`);
    await page.getByRole('button', { name: ready }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  test.each([
    ['#/pages/index/index', 'Shop by category'],
    ['#/pages/myAccount/index', 'Manage Address'],
    ['#/pages/myAccount/settings', 'Message notification'],
    ['#/pages/myAccount/setUserInfo', 'Wedding anniversary'],
    ['#/pages/apiKeys/index', 'Connect your own programs'],
  ])('%s has no serious violations for a signed-in buyer', async (route, ready) => {
    const login = await fetch(`${stack.baseUrl}/api/Relation/EmailLogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Email: 'demo@facet.local', Password: 'Demo1234', RememberMe: true }),
    });
    const { Data } = (await login.json()) as { Data: unknown };
    const context = await stack.phone();
    await context.addInitScript(
      (info) => localStorage.setItem('facet.shop.userInfo', JSON.stringify(info)),
      Data,
    );
    const page = await context.newPage();
    await page.goto(`/${route}`);
    await page.getByText(ready).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
