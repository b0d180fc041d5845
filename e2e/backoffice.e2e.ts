import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { artifacts, atRest, buyerAndClerk, logInAsDemoBuyer, step } from './harness';

// The back office's second wave, as a manager and a buyer live it: the buyer sends their
// company's papers from a phone, the admin finds them waiting, looks at the paper and approves;
// the buyer sees it verified, and the audit trail shows who did it. The shop runs with
// BUYER_APPROVAL=browse: until the approval the buyer browses without prices.
let people: Awaited<ReturnType<typeof buyerAndClerk>>;
let buyer: Page;
let admin: Page;

beforeAll(async () => {
  people = await buyerAndClerk({ BUYER_APPROVAL: 'browse' });
  ({ buyer, clerk: admin } = people);
});
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') await people.screenshots(`backoffice-failed-${task.name}`);
});
afterAll(async () => {
  expect(await people.close()).toEqual({ problems: [], exitCode: 0 });
});

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(artifacts, `backoffice-${name}.png`) });
const paper = path.join(import.meta.dirname, 'fixtures/transfer-voucher.png');

test('a buyer sends trade papers; the admin approves them; the trail records it', async () => {
  await step('before approval the buyer browses stones without prices', async () => {
    await logInAsDemoBuyer(buyer);
    await buyer.goto('/#/pages/diamondSearch/resultList?category=natural-white&q=%7B%7D');
    const row = buyer.locator('article.goods-row').first();
    await row.getByText('Price on approval').waitFor();
    // No sort by price is offered: the server would refuse it.
    await buyer.getByRole('button', { name: 'Weight' }).waitFor();
    expect(await buyer.getByRole('button', { name: 'Price', exact: true }).count()).toBe(0);
    await shot(buyer, 'prices-hidden-list');
    await row.locator('.goods-row-link').click();
    await buyer.getByText('Prices on approval').waitFor();
    expect(await buyer.locator('.details-price-value').count()).toBe(0);
    await shot(buyer, 'prices-hidden-details');
    await buyer.getByRole('link', { name: 'Verify my company' }).first().click();
    await buyer.getByText('Prices show once your company is verified.').waitFor();
  });

  await step('the buyer sends company, country and a paper from Account', async () => {
    await buyer.goto('/#/pages/myAccount/index');
    const entry = buyer.getByRole('link', { name: 'Trade verification' });
    await entry.waitFor();
    await expect.poll(() => entry.locator('xpath=../..').textContent()).toContain('Not verified');
    await entry.click();
    await buyer.getByText('Your company is not verified yet').waitFor();
    // Nothing sent yet: the form says what is missing, in place.
    await buyer.getByRole('button', { name: 'Send for review' }).click();
    await buyer.getByText('Cannot be empty').first().waitFor();

    await buyer.getByRole('textbox', { name: 'Company name' }).fill('Lin Brothers Diamonds');
    await buyer.getByRole('combobox', { name: 'Country of registration' }).selectOption('HK'); // prettier-ignore
    await buyer.locator('input[type=file]').setInputFiles(paper);
    await buyer.locator('.adm-image-uploader-cell img').first().waitFor();
    await expect.poll(() => buyer.getByRole('status').last().textContent()).toBe('');
    await shot(buyer, 'verification-form');
    await buyer.getByRole('button', { name: 'Send for review' }).click();
    await buyer.getByText('Waiting for review').waitFor();
    await buyer.getByText(/^Sent \d{4}-\d{2}-\d{2} \d{2}:\d{2} ET/).waitFor();
    await shot(buyer, 'verification-sent');
  });

  await step('the admin finds the buyer waiting, opens the paper and approves', async () => {
    await admin.goto('/console/');
    await admin.getByLabel('Email').fill('admin@facet.local');
    await admin.getByLabel('Password').fill('Admin1234');
    await admin.getByRole('button', { name: 'Log in' }).click();
    await admin.getByText('Welcome back, Demo Admin').waitFor();
    await admin.getByRole('menuitem', { name: 'Buyers' }).click();
    // Waiting buyers come first, with the count on their filter.
    const row = admin.getByRole('row', { name: /Lin Brothers Diamonds/ });
    await row.getByText('Waiting for review').waitFor();
    await expect(admin.getByText('Waiting').first().locator('..').textContent()).resolves.toContain('1'); // prettier-ignore
    await shot(admin, 'buyers-list');
    await row.click();
    const drawer = admin.getByRole('dialog');
    await drawer.getByText(/^Hong Kong/).waitFor();
    const document = drawer.getByRole('img', { name: 'Paper 1' });
    await document.waitFor();
    await expect.poll(() => document.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0); // prettier-ignore
    await shot(admin, 'buyer-drawer');
    await drawer.getByRole('button', { name: 'Approve' }).click();
    await admin.getByText('The buyer is verified and has been told').waitFor();
    await drawer.getByText('Verified', { exact: true }).first().waitFor();
    await drawer.getByPlaceholder(/What colleagues should know/).fill('Hong Kong wholesaler, buys 1–2 ct rounds'); // prettier-ignore
    await drawer.getByRole('button', { name: 'Save notes' }).click();
    await admin.getByText('Notes saved').waitFor();
  });

  await step('the buyer sees it verified, with a notice', async () => {
    await buyer.reload();
    await buyer.getByText('Your company is verified').waitFor();
    await buyer.getByText('Lin Brothers Diamonds').waitFor();
    await shot(buyer, 'verification-approved');
    await buyer.goto('/#/pages/hintMessage/index');
    await buyer.getByText('Your company is verified').first().waitFor();
  });

  await step('the audit trail shows who approved whom', async () => {
    await admin.keyboard.press('Escape');
    await admin.getByRole('menuitem', { name: 'Audit trail' }).click();
    const approval = admin.getByRole('row', { name: /Verified a buyer/ });
    await approval.getByText('Demo Admin').waitFor();
    // The change in the console's words, not the values stored.
    await approval.getByText('Trade verification Waiting for review → Verified').waitFor();
    expect(await approval.getByText(/pending|approved/).count()).toBe(0);
    await admin.getByRole('row', { name: /Edited staff notes/ }).waitFor();
    await shot(admin, 'audit');
  });

  await step(
    'the admin makes a −2 % tier and puts the buyer in it; the buyer’s price follows',
    async () => {
      await buyer.goto('/#/pages/diamondSearch/resultList?category=natural-white&q=%7B%7D');
      await buyer.locator('article.goods-row .goods-row-link').first().click();
      const price = buyer.locator('.details-price-value');
      await price.waitFor();
      const house = Number((await price.textContent())!.replace(/[^\d.]/g, ''));
      const dollars = (amount: number) =>
        `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
      const vip = Math.floor((Math.round(house * 100) * 9_800) / 10_000 + 0.5) / 100;

      await admin.getByRole('menuitem', { name: 'Price tiers' }).click();
      await admin.getByText('No tiers yet').waitFor();
      await admin.getByRole('button', { name: 'New tier' }).click();
      const dialog = await atRest(admin.getByRole('dialog'));
      await dialog.getByLabel('Name').fill('VIP −2 %');
      await dialog.getByLabel('On the house price').fill('-2');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await admin.getByText('VIP −2 % saved').waitFor();
      await admin
        .getByRole('row', { name: /VIP −2 %/ })
        .getByText('-2.00%')
        .waitFor();
      await shot(admin, 'tiers');

      await admin.getByRole('menuitem', { name: 'Buyers' }).click();
      await admin.getByRole('row', { name: /Lin Brothers Diamonds/ }).click();
      const drawer = await atRest(admin.getByRole('dialog'));
      await drawer.getByRole('combobox', { name: 'Change the tier' }).click();
      await admin.locator('.ant-select-item-option', { hasText: 'VIP −2 %' }).click();
      await admin.getByText("The buyer's prices follow the new tier").waitFor();

      await buyer.reload();
      await expect.poll(() => price.textContent()).toBe(dollars(vip));
      await shot(buyer, 'tier-price');
    },
  );

  await step('the admin invites a clerk, who sets a password from the mailed link', async () => {
    await admin.getByRole('button', { name: 'Close', exact: true }).click();
    await admin.getByRole('menuitem', { name: 'Staff' }).click();
    await admin.getByRole('button', { name: 'Invite' }).click();
    const dialog = await atRest(admin.getByRole('dialog'));
    await dialog.getByLabel('Email').fill('mei.lin@example.com');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await admin.getByText('Invitation sent to mei.lin@example.com').waitFor();
    await admin.getByRole('row', { name: /mei\.lin@example\.com/ }).getByText('Invitation sent').waitFor(); // prettier-ignore
    await shot(admin, 'staff');

    const mail = await people.stack.smtp.lastMailTo('mei.lin@example.com');
    const link = /http\S+#\/invite\?token=[\w-]+/.exec(mail.text)![0];
    const newcomer = await admin.context().browser()!.newPage({ viewport: { width: 1280, height: 800 } }); // prettier-ignore
    await newcomer.goto(link.replace(/^http:\/\/localhost:\d+/, people.stack.baseUrl));
    await newcomer.getByLabel('Your name').fill('Mei Lin');
    await newcomer.getByLabel('Password').fill('Welcome2026');
    await newcomer.getByRole('button', { name: 'Set password and sign in' }).click();
    await newcomer.getByText('Welcome back, Mei Lin').waitFor();
    // A clerk's menu: no staff, tiers or trail.
    expect(await newcomer.getByRole('menuitem', { name: 'Staff' }).count()).toBe(0);
    await newcomer.close();
  });

  await step('the audit trail reads in each language, labels and values alike', async () => {
    await admin.setViewportSize({ width: 1440, height: 900 });
    await admin.getByRole('menuitem', { name: 'Audit trail' }).click();
    const tier = admin.getByRole('row', { name: /Changed a buyer's tier/ });
    await tier.getByText('Price tier House price → VIP −2 %').waitFor();
    const invite = admin.getByRole('row', { name: /Invited staff/ });
    await invite.getByText('Role — → Clerk').waitFor();
    await invite.getByText('Disabled — → No').waitFor();
    await shot(admin, 'audit-en');

    const readIn = async (language: string) => {
      await admin.getByRole('button', { name: /^Language: |^语言：|^語言：/ }).click();
      await admin.getByRole('menuitem', { name: language }).click();
      await admin.locator('.ant-dropdown-menu').first().waitFor({ state: 'hidden' });
    };
    await readIn('简体中文');
    await admin.getByRole('row', { name: /更改买家价格等级/ }).getByText('价格等级 标准价 → VIP −2 %').waitFor(); // prettier-ignore
    await admin
      .getByRole('row', { name: /邀请员工/ })
      .getByText('角色 — → 业务员')
      .waitFor();
    await admin.getByRole('row', { name: /通过买家认证/ }).getByText('商家认证 待审核 → 已认证').waitFor(); // prettier-ignore
    expect(await admin.getByText(/\b(Status|Disabled|Verification|TierId|Role)\b/).count()).toBe(0);
    await shot(admin, 'audit-zh-CN');

    await readIn('繁體中文');
    await admin
      .getByRole('row', { name: /邀請員工/ })
      .getByText('角色 — → 業務員')
      .waitFor();
    await shot(admin, 'audit-zh-TW');
    await readIn('English');
  });
}, 240_000);
