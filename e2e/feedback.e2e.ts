import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import {
  artifacts,
  buyerAndClerk,
  logInAsDemoBuyer,
  seriousViolations,
  step,
  atRest,
} from './harness';

// Feedback with two people: the demo buyer writes from Settings on a phone; the demo clerk
// finds it in the back office's inbox, answers by mail and puts it away.
let people: Awaited<ReturnType<typeof buyerAndClerk>>;
let buyer: Page;
let clerk: Page;

beforeAll(async () => {
  people = await buyerAndClerk();
  ({ buyer, clerk } = people);
});
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') await people.screenshots(`feedback-failed-${task.name}`);
});
afterAll(async () => {
  expect(await people.close()).toEqual({ problems: [], exitCode: 0 });
});

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(artifacts, `feedback-${name}.png`) });
const picture = path.join(import.meta.dirname, 'fixtures/transfer-voucher.png');
const WRITTEN = 'The certificate link on oval stones opens a blank page on my phone.';
const ANSWER = 'Thank you: the lab changed its links, and they open again from today.';

test('a buyer’s feedback is read, answered by mail and put away', async () => {
  await step('the buyer writes from Settings → Feedback, with a picture', async () => {
    await logInAsDemoBuyer(buyer);
    await buyer.getByRole('link', { name: 'Account', exact: true }).click();
    await buyer.getByRole('link', { name: 'Settings' }).click();
    await buyer.getByRole('button', { name: 'Feedback' }).click();
    const sheet = buyer.getByRole('dialog', { name: 'Feedback' });
    await sheet.getByLabel('Your feedback').fill(WRITTEN);
    await sheet.locator('input[type=file]').setInputFiles(picture);
    await sheet.locator('.adm-image-uploader-cell-image').waitFor();
    await sheet.getByRole('button', { name: 'Send feedback' }).click();
    await buyer
      .getByText('Thank you! We have received your feedback and will answer by email.')
      .waitFor();
  });

  await step('the clerk sees it waiting on the dashboard and in the menu', async () => {
    await clerk.setViewportSize({ width: 1440, height: 900 });
    await clerk.goto('/console/');
    await clerk.getByLabel('Email').fill('clerk@facet.local');
    await clerk.getByLabel('Password').fill('Clerk1234');
    await clerk.getByRole('button', { name: 'Log in' }).click();
    await clerk.getByText('Welcome back, Demo Clerk').waitFor();
    const tile = clerk.locator('.pending-tile', { hasText: 'Feedback awaiting an answer' });
    await expect.poll(() => tile.locator('.queue-tile-count').textContent()).toBe('1');
    await clerk.getByRole('menuitem', { name: /Feedback\s*1 awaits an answer$/ }).waitFor();
    await shot(clerk, 'dashboard');
  });

  await step('opens the inbox: what was written, by whom, with the picture', async () => {
    await clerk.getByRole('link', { name: /Open the inbox/ }).click();
    const item = clerk.getByRole('listitem', { name: /Feedback from/ }).first();
    await item.getByText(WRITTEN).waitFor();
    await item.getByText('New', { exact: true }).waitFor();
    await item.getByText('demo@facet.local').waitFor();
    // The private picture, by its signed link: it loads.
    const thumbnail = item.getByRole('img', { name: 'Picture 1' });
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0); // prettier-ignore
    expect(await seriousViolations(clerk)).toEqual([]);
    await shot(clerk, 'inbox');
  });

  await step('answers by mail; the buyer gets the mail and a notice', async () => {
    const item = clerk.getByRole('listitem', { name: /Feedback from/ }).first();
    await item.getByRole('button', { name: 'Answer by mail' }).click();
    const dialog = await atRest(clerk.getByRole('dialog', { name: 'Answer by mail' }));
    await dialog.getByText('Mailed to demo@facet.local').waitFor();
    // An empty answer is not sent.
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.getByText('Cannot be empty').waitFor();
    await dialog.getByLabel('Answer').fill(ANSWER);
    await shot(clerk, 'answer');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await clerk.getByText('Answer sent to demo@facet.local').waitFor();
    await item.getByText('Answered', { exact: true }).waitFor();
    await item.getByText(ANSWER).waitFor();

    const mail = await people.stack.smtp.lastMailTo('demo@facet.local');
    expect(mail.subject).toBe('Customer service answered your feedback');
    expect(mail.text).toContain(WRITTEN);
    expect(mail.text).toContain(ANSWER);

    await buyer.goto('/#/pages/hintMessage/index');
    await buyer.getByText('Customer service answered your feedback').first().waitFor();
    await buyer.getByText(ANSWER, { exact: false }).first().waitFor();
    await shot(buyer, 'notice');
  });

  await step('marks it done: out of the open inbox, off the dashboard', async () => {
    const item = clerk.getByRole('listitem', { name: /Feedback from/ }).first();
    await item.getByRole('button', { name: 'Mark done' }).click();
    await clerk.getByText('Marked done').waitFor();
    await clerk.getByText('Nothing waits: every feedback is answered and done').waitFor();
    await clerk.getByText('Done', { exact: true }).first().click();
    await clerk
      .getByRole('listitem', { name: /Feedback from/ })
      .getByText(WRITTEN)
      .waitFor();
    await clerk.getByText(/Done by Demo Clerk/).waitFor();
    await shot(clerk, 'done');
    await clerk.getByRole('menuitem', { name: 'Dashboard' }).click();
    const tile = clerk.locator('.pending-tile', { hasText: 'Feedback awaiting an answer' });
    await expect.poll(() => tile.locator('.queue-tile-count').textContent()).toBe('0');
  });

  await step('the inbox reads in each language', async () => {
    const readIn = async (language: string) => {
      await clerk.getByRole('button', { name: /^Language: |^语言：|^語言：/ }).click();
      await clerk.getByRole('menuitem', { name: language }).click();
      await clerk.locator('.ant-dropdown-menu').first().waitFor({ state: 'hidden' });
    };
    for (const [language, locale, menu, done, reopen] of [
      ['简体中文', 'zh-CN', '意见反馈', '已完成', '重新打开'],
      ['繁體中文', 'zh-TW', '意見回饋', '已完成', '重新開啟'],
    ] as const) {
      await readIn(language);
      await clerk.getByRole('menuitem', { name: menu }).click();
      await clerk.getByText(done, { exact: true }).first().click();
      await clerk.getByRole('listitem').getByText(WRITTEN).waitFor();
      await clerk.getByRole('button', { name: reopen }).waitFor();
      expect(await clerk.getByText(/\b(Done|Answered|Reopen|Feedback)\b/).count()).toBe(0);
      await shot(clerk, `done-${locale}`);
    }
    await readIn('English');
  });
}, 240_000);
