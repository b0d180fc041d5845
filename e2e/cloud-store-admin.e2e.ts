import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import {
  artifacts,
  buyerAndClerk,
  fillDeliveryAddress,
  logInAsDemoBuyer,
  seriousViolations,
  step,
  stillness,
  atRest,
} from './harness';

// The Cloud Store from end to end: the demo buyer sets up a store with a 25 % markup and gets
// its link and QR code; a customer opens the link on another phone (no session) and sends an
// enquiry; the buyer finds it under Cloud Store Order with the margin, puts its stone in the
// cart with one tap and places the order, which the enquiry then links to. The clerk finds the
// store on the console's Cloud Stores page.
let people: Awaited<ReturnType<typeof buyerAndClerk>>;
let buyer: Page;
let clerk: Page;

beforeAll(async () => {
  people = await buyerAndClerk();
  ({ buyer, clerk } = people);
});
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') await people.screenshots(`cloud-store-failed-${task.name}`);
});
afterAll(async () => {
  expect(await people.close()).toEqual({ problems: [], exitCode: 0 });
});

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(artifacts, `cloud-store-${name}.png`) });

/** The same page in Simplified Chinese, for its screenshot; then back to English. */
async function inChinese(page: Page, name: string, ready: string) {
  await page.evaluate(() => localStorage.setItem('facet.shop.locale', 'zh-CN'));
  await page.reload();
  await page.getByText(ready).first().waitFor();
  await shot(page, `${name}-zh-CN`);
  await page.evaluate(() => localStorage.setItem('facet.shop.locale', 'en'));
  await page.reload();
}

const usd = (amount: number) =>
  amount.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

test('a store set up, an enquiry from its link answered and ordered', async () => {
  const slug = 'gold-and-co';

  await step('the buyer sets up a store with a 25 % markup', async () => {
    await logInAsDemoBuyer(buyer);
    await buyer.goto('/#/pages/myAccount/index');
    await buyer.getByRole('link', { name: 'Software as a Service' }).click();
    await buyer.getByText('Sell our stones to your own customers').waitFor();
    await buyer.getByLabel('Store name').fill('Gold & Co. Jewellers');
    await buyer.getByLabel('Default markup (%)').fill('25');
    // A link that reads as Facet's own page is refused at the field.
    await buyer.getByLabel('Store link').fill('admin');
    await buyer.getByRole('button', { name: 'Save store' }).click();
    await buyer.getByText('This link is reserved. Please choose another').waitFor();
    // The toast that says so only tells: a tap where it shows reaches the form under it (a
    // late one once swallowed the tap on 'Add a rule' below).
    const toast = buyer.locator('.adm-toast-main').filter({ hasText: 'Please check the marked fields.' }); // prettier-ignore
    await toast.waitFor();
    expect(
      await toast.evaluate((shown) => {
        const { x, y, width, height } = shown.getBoundingClientRect();
        return shown.contains(document.elementFromPoint(x + width / 2, y + height / 2));
      }),
    ).toBe(false);
    await buyer.getByLabel('Store link').fill(slug);
    // Corrected, the field's error goes (and the form below moves up: a tap meanwhile could
    // land beside its button).
    await buyer.getByText('This link is reserved. Please choose another').waitFor({ state: 'detached' }); // prettier-ignore
    // A rule's percentage out of range: the server's word, under the rule.
    await buyer.getByText('the first rule that fits a stone gives its markup').waitFor();
    await buyer.getByRole('button', { name: 'Add a rule' }).click();
    const rule = buyer.getByRole('listitem', { name: 'Rule 1' });
    await rule.getByLabel('Markup %').fill('600');
    await buyer.getByRole('button', { name: 'Save store' }).click();
    await rule.getByText('Enter a percentage from 0 to 500, with at most two decimals').waitFor();
    await rule.scrollIntoViewIfNeeded();
    await shot(buyer, 'setup-rule');
    await buyer.getByRole('button', { name: 'Remove rule 1' }).click();
    // 0 % would show the buyer's own price: the server's minimum, under the field.
    await buyer.getByLabel('Default markup (%)').fill('0');
    await buyer.getByRole('button', { name: 'Save store' }).click();
    await buyer.getByText('At least 1 %: a smaller markup would show your own price to your customers').waitFor(); // prettier-ignore
    await buyer.getByLabel('Default markup (%)').fill('25');
    // Certificate numbers are off until the jeweller turns them on, told what that exposes.
    const certificates = buyer.getByRole('switch', { name: 'Certificate numbers' });
    expect(await certificates.getAttribute('aria-checked')).toBe('false');
    expect(await buyer.getByTestId('certificates-warning').count()).toBe(0);
    await certificates.click();
    await buyer.getByText('can look a certificate number up and see what you pay').waitFor();
    await buyer.getByTestId('certificates-warning').scrollIntoViewIfNeeded();
    await buyer.locator('.adm-toast-mask').waitFor({ state: 'detached' });
    await shot(buyer, 'setup-certificates');
    await certificates.click();
    await buyer.getByRole('button', { name: 'Save store' }).click();
    await buyer.getByText('Store saved').waitFor();
    await buyer.getByRole('link', { name: `${people.stack.baseUrl}/store/${slug}` }).waitFor();
    const qr = buyer.getByRole('img', { name: /^QR code for / });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(await seriousViolations(buyer)).toEqual([]);
    await shot(buyer, 'setup');
    await qr.scrollIntoViewIfNeeded();
    await shot(buyer, 'setup-links');
    await inChinese(buyer, 'setup', '分享您的店铺');
  });

  let enquiryNo = '';
  await step('a customer opens the share link on another phone and sends an enquiry', async () => {
    const phone = await people.stack.phone();
    const customer = await phone.newPage();
    const problems: string[] = [];
    customer.on('pageerror', (error) => problems.push(error.message));
    await customer.goto(`/store/${slug}`);
    await customer.getByText('Gold & Co. Jewellers').first().waitFor();
    // Nothing of the shop: no sign-in, and the buyer's session is not this phone's.
    expect(await customer.evaluate(() => localStorage.getItem('facet.shop.userInfo'))).toBeNull();
    await customer.getByTestId('retail-price').first().waitFor();
    await customer.locator('.storefront-card').first().click();
    await customer.getByRole('button', { name: 'Add to my enquiry' }).click();
    await customer.getByRole('link', { name: /1 stone selected/ }).click();
    await customer.getByLabel('Your name').fill('Amy Chan');
    await customer.getByLabel('Phone').fill('+852 9123 4567');
    await customer.getByLabel('Email').fill('amy@example.com');
    await customer
      .getByLabel('Message (optional)')
      .fill('An engagement ring, size 12, before March.');
    await customer.getByRole('button', { name: 'Send enquiry' }).click();
    await customer.getByText('Thank you, your enquiry is sent').waitFor();
    enquiryNo = /S\d{10}/.exec((await customer.getByText(/Your enquiry number is/).textContent())!)![0]; // prettier-ignore
    expect(problems).toEqual([]);
    await phone.close();
  });

  await step('the buyer sees it with the margin and puts it in the cart', async () => {
    await buyer.goto('/#/pages/myAccount/index');
    await buyer.getByRole('link', { name: 'Cloud Store Order' }).click();
    const card = buyer.getByRole('article', { name: enquiryNo });
    await card.waitFor();
    await card.getByRole('link', { name: 'Call +852 9123 4567' }).waitFor();
    // Its time reads as an order's does.
    expect(await card.locator('.enquiry-time').textContent()).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2} ET$/,
    );
    expect(await card.getByRole('link', { name: 'Email amy@example.com' }).getAttribute('href')).toMatch(/^mailto:amy@example\.com/); // prettier-ignore
    const totals = async (term: string) =>
      Number(
        ((await card.getByText(term).locator('+ dd').textContent()) ?? '').replace(/[$,]/g, ''),
      );
    const retail = await totals("Customer's total");
    const wholesale = await totals('You pay');
    // 25 % on the price the buyer pays, to the cent.
    expect(retail).toBeCloseTo(Math.round(wholesale * 125) / 100, 2);
    await card.getByText(usd(Math.round((retail - wholesale) * 100) / 100)).waitFor();
    expect(await seriousViolations(buyer)).toEqual([]);
    await shot(buyer, 'orders');
    await inChinese(buyer, 'orders', '您的利润');
    await buyer.evaluate(() => localStorage.setItem('facet.shop.locale', 'zh-TW'));
    await buyer.reload();
    await buyer.getByText('您的利潤').first().waitFor();
    expect(await card.locator('.enquiry-time').textContent()).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}（美東時間）$/,
    );
    await shot(buyer, 'orders-zh-TW');
    await buyer.evaluate(() => localStorage.setItem('facet.shop.locale', 'en'));
    await buyer.reload();
    await card.waitFor();

    await card.getByRole('button', { name: 'Change status' }).click();
    const dialog = await atRest(buyer.getByRole('dialog'));
    await dialog.getByText('Contacted', { exact: true }).click();
    await dialog.getByRole('textbox').fill('Called back, sending a video');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await card.getByText('Note: Called back, sending a video').waitFor();
    await card.getByText('Contacted', { exact: true }).waitFor();

    const answer = buyer.waitForResponse(/\/api\/CloudStore\/ToCart/);
    await card.getByRole('button', { name: 'Put in my cart' }).click();
    const cart = (await (await answer).json()) as {
      Data: { StatisticsDetail: { Data: { Goods: { StockNo: string } }[] }[] };
    };
    const stockNo = cart.Data.StatisticsDetail.flatMap((tab) => tab.Data)[0]!.Goods.StockNo;
    await buyer.waitForURL(/#\/pages\/cart\/index/);
    await buyer.getByText(stockNo).first().waitFor();
  });

  await step('the cart becomes an order, and the enquiry links to it', async () => {
    await buyer.getByRole('button', { name: 'Settle' }).click();
    await buyer.waitForURL(/#\/pages\/submitOrder\/index/);
    await buyer.getByRole('link', { name: 'Add address' }).click();
    await buyer.waitForURL(/#\/pages\/address\/editing/);
    await fillDeliveryAddress(buyer, '+852 9123 4567');
    await buyer.getByRole('button', { name: 'Save address' }).click();
    await buyer.getByText('Address saved').waitFor();
    await buyer.goto('/#/pages/submitOrder/index');
    await buyer.getByText('12/F, 8 Canton Road, Tsim Sha Tsui').waitFor();
    await buyer.getByText('Express mail').click();
    await buyer.getByText('FedEx International Priority, insured').click();
    await buyer.getByRole('button', { name: 'Submit order' }).click();
    await buyer.waitForURL(/#\/pages\/submitOrder\/result/);
    await buyer.getByText('Submit succeeded, please wait for the salesperson to confirm').waitFor();

    await buyer.goto('/#/pages/myAccount/index');
    await buyer.getByRole('link', { name: 'Cloud Store Order' }).click();
    const card = buyer.getByRole('article', { name: enquiryNo });
    const order = card.getByRole('link', { name: /^Order F\d{10,} · Unconfirmed$/ });
    await order.waitFor();
    await order.click();
    await buyer.waitForURL(/#\/pages\/order\/details/);
    await buyer.getByText('Unconfirmed').first().waitFor();
  });

  await step('the clerk finds the store and its enquiry on the console', async () => {
    await clerk.goto('/console/');
    await clerk.getByLabel('Email').fill('admin@facet.local');
    await clerk.getByLabel('Password').fill('Admin1234');
    await clerk.getByRole('button', { name: 'Log in' }).click();
    await clerk.getByRole('menuitem', { name: 'Cloud Stores' }).click();
    const row = clerk.getByRole('row', { name: /Gold & Co\. Jewellers/ });
    await row.getByText('Open', { exact: true }).waitFor();
    await shot(clerk, 'console');
    await row.getByRole('button', { name: /Enquiries: 1/ }).click();
    await clerk.getByRole('dialog').getByText(enquiryNo).waitFor();
    // The drawer slides in: its picture once it stands still.
    await stillness(clerk, '.ant-message-notice');
    await shot(clerk, 'console-enquiries');
  });
}, 180_000);
