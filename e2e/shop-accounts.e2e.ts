import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { codeIn } from '../apps/server/src/test/smtp-sink';
import { artifacts, startStack, type Stack, step } from './harness';

// One buyer's phone through the whole account journey; each test continues where the last
// one left the page.
let stack: Stack;
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  stack = await startStack();
  context = await stack.phone();
  page = await context.newPage();
});
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') await shot(`failed-${task.name.replace(/\W+/g, '-')}`);
});
afterAll(async () => {
  await context.close();
  await stack.stop();
});

const email = `lotte.${Date.now()}@antwerp-gems.example`;
const password = 'Diamond88';

const shot = (name: string) => page.screenshot({ path: path.join(artifacts, `${name}.png`) });
const tabBar = () => page.getByRole('navigation', { name: /^(Main|主导航|主導航)$/ });
const tab = (name: string) => tabBar().getByRole('link', { name, exact: true });
const agree = () =>
  page.getByText(/I have read and agree to|我已阅读并同意|我已閱讀並同意/).click();
const visible = (text: string | RegExp) => page.getByText(text).first().waitFor();

/** The lines home's order-flow step starting `start` is broken into, as the page lays it out. */
async function stepNameLines(start: string) {
  const name = page.locator('.order-step-name', { hasText: start });
  await name.scrollIntoViewIfNeeded();
  return name.evaluate((element) => {
    const text = element.firstChild as Text;
    const lines = new Map<number, string>();
    for (let index = 0; index < text.length; index += 1) {
      const range = document.createRange();
      range.setStart(text, index);
      range.setEnd(text, index + 1);
      const box = range.getBoundingClientRect();
      // The zero-width space between two words takes no room on any line.
      if (box.width === 0) continue;
      const top = Math.round(box.top);
      lines.set(top, (lines.get(top) ?? '') + text.data[index]);
    }
    return [...lines.values()];
  });
}

test('a buyer’s account, on a phone', async () => {
  await step('registers with the code from the mail', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    await shot('login-en');

    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL(/#\/pages\/login\/register/);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = codeIn(await stack.smtp.lastMailTo(email));
    await page.getByRole('button', { name: /Resend in \d+ s/ }).waitFor();

    await page.getByLabel('Verification code').fill(code);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();
    // Nothing is sent before the buyer agrees to both terms.
    await visible('Please agree to the registration agreement and the privacy agreement');
    await agree();
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.waitForURL(/#\/pages\/index\/index/);
    await visible('Shop by category');
    await shot('home-en');
  });

  await step('reaches every tab', async () => {
    for (const [name, route] of [
      ['Cart', /#\/pages\/cart\/index/],
      ['News', /#\/pages\/messageCenter\/index/],
      ['Account', /#\/pages\/myAccount\/index/],
      ['Home', /#\/pages\/index\/index/],
    ] as const) {
      await tab(name).click();
      await page.waitForURL(route);
    }
    const pay = await stepNameLines('Pay');
    expect(pay.map((line) => line.trim()).join(' ')).toBe('Pay and upload the voucher');
    await shot('home-steps');
  });

  await step('edits the profile, with an avatar, and finds it again after a reload', async () => {
    await tab('Account').click();
    await visible(email);
    await visible('tourist');
    await shot('account-en');

    await page.getByRole('link', { name: 'Edit personal details' }).click();
    await page.waitForURL(/#\/pages\/myAccount\/setUserInfo/);
    await page
      .getByLabel('Avatar picture')
      .setInputFiles(path.join(import.meta.dirname, 'fixtures/avatar.png'));
    await expect
      .poll(() => page.locator('img[src^="/files/"]').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await page.getByLabel('Nickname').fill('Antwerp Gems');
    await page.getByLabel('Surname').fill('Peeters');
    await page.getByLabel('Name', { exact: true }).fill('Lotte');
    await page.getByText('Female', { exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await visible('Saved');
    await shot('user-info-en');

    await page.reload();
    await expect.poll(() => page.getByLabel('Surname').inputValue()).toBe('Peeters');
    await expect.poll(() => page.getByLabel('Name', { exact: true }).inputValue()).toBe('Lotte');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(/#\/pages\/myAccount\/index/);
    await visible('Antwerp Gems');
    await expect.poll(() => page.locator('img[src^="/files/"]').count()).toBeGreaterThan(0);
  });

  await step('logs out, is refused a wrong password, and logs in again', async () => {
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL(/#\/pages\/myAccount\/settings/);
    await visible('Message notification');
    await shot('settings-en');
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('button', { name: 'Log in' }).waitFor();

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Wrong1234');
    await agree();
    await page.getByRole('button', { name: 'Log in' }).click();
    await visible('The account or password is incorrect');

    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/#\/pages\/index\/index/);
  });

  await step('reads the whole app in 简体 and in 繁體', async () => {
    await tab('Account').click();
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('button', { name: '简体中文' }).click();
    await visible('消息通知');
    // Simplified Chinese says 注销账户 for closing the account, 退出登录 for logging out.
    await page.getByRole('button', { name: '注销账户' }).waitFor();
    await page.getByRole('button', { name: '退出登录' }).waitFor();
    await shot('settings-zh-CN');
    await page.getByRole('button', { name: '返回' }).click();
    await tab('首页').click();
    await visible('按品类选购');
    await shot('home-zh-CN');
    // The order flow's steps break between words, never leaving "证" alone on a line.
    expect(await stepNameLines('付款')).toEqual(['付款并', '上传凭证']);
    await shot('home-steps-zh-CN');
    await tab('我的').click();
    await visible('Antwerp Gems');
    await shot('account-zh-CN');
    await page.getByRole('link', { name: '编辑个人资料' }).click();
    await visible('生日');
    await shot('user-info-zh-CN');

    await page.getByRole('button', { name: '返回' }).click();
    await page.getByRole('link', { name: '设置' }).click();
    await page.getByRole('button', { name: '繁體中文' }).click();
    await visible('訊息通知');
    await page.getByRole('button', { name: '返回' }).click();
    await tab('首頁').click();
    await visible('按品類選購');
    await shot('home-zh-TW');
    expect(await stepNameLines('付款')).toEqual(['付款並', '上傳憑證']);
    await shot('home-steps-zh-TW');

    // The choice is remembered across a reload.
    await page.reload();
    await visible('按品類選購');
  });

  await step('a revoked session returns to login with “please log in again”', async () => {
    const token = await page.evaluate(() => {
      const raw =
        localStorage.getItem('facet.shop.userInfo') ??
        sessionStorage.getItem('facet.shop.userInfo');
      return raw ? (JSON.parse(raw) as { ToKen: string }).ToKen : '';
    });
    expect(token).not.toBe('');
    // The session ends elsewhere (a password reset on another device, say).
    const revoked = await fetch(`${stack.baseUrl}/api/Relation/LogOut`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(revoked.status).toBe(200);

    // The chat's socket is closed with the session (4401): the app asks again, is refused, and
    // returns to login by itself, within a second or two, without a tap.
    await visible('請重新登入');
    await page.getByRole('button', { name: '登入' }).waitFor();
    await shot('login-zh-TW');
    const stored = await page.evaluate(() => localStorage.getItem('facet.shop.userInfo'));
    expect(stored).toBeNull();
  });

  await step('in 繁體, cancelling the account reads 刪除帳戶, never “log out”', async () => {
    await page.getByLabel('電子郵件').fill(email);
    await page.getByLabel('密碼', { exact: true }).fill(password);
    await agree();
    await page.getByRole('button', { name: '登入' }).click();
    await page.waitForURL(/#\/pages\/index\/index/);
    await tab('我的').click();
    await page.getByRole('link', { name: '設定' }).click();
    await page.getByRole('button', { name: '刪除帳戶' }).waitFor();
    // Logging out is the other button, and says so.
    await page.getByRole('button', { name: '登出', exact: true }).waitFor();
    expect(await page.getByText(/登出[賬帳]戶/).count()).toBe(0);
    await shot('settings-zh-TW');

    await page.getByRole('button', { name: '刪除帳戶' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('確定刪除帳戶嗎？').waitFor();
    await dialog.getByText(/^刪除後，您的個人資料將被清除/).waitFor();
    await shot('cancel-account-zh-TW');
    await dialog.getByRole('button', { name: '保留帳戶' }).click();

    // The service agreement names the same row.
    await page.goto('/#/pages/agreement/serve');
    await visible(/您可隨時在「設定 - 刪除帳戶」中刪除帳戶/);
    expect(await page.getByText(/登出/).count()).toBe(0);
    await shot('agreement-zh-TW');

    await page.goto('/#/pages/myAccount/settings');
    await page.getByRole('button', { name: '刪除帳戶' }).click();
    await dialog.getByRole('textbox', { name: '密碼' }).fill(password);
    await dialog.getByRole('button', { name: '刪除帳戶' }).click();
    await visible('您的帳戶已刪除');
    await page.getByRole('button', { name: '登入' }).waitFor();
  });
}, 300_000);
