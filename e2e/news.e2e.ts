import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { StockInput } from '@facet/contract';
import { stoneDefaults } from '../apps/server/src/test/factories';
import {
  artifacts,
  buyerAndClerk,
  logInAsDemoBuyer,
  seriousViolations,
  step,
  atRest,
} from './harness';

// News with two people: the demo buyer on a phone, the demo clerk at the back office in a
// second browser. A notice goes out; then they chat, through a server restart.
let people: Awaited<ReturnType<typeof buyerAndClerk>>;
let buyer: Page;
let clerk: Page;

beforeAll(async () => {
  people = await buyerAndClerk();
  ({ buyer, clerk } = people);
});
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') await people.screenshots(`news-failed-${task.name}`);
});
afterAll(async () => {
  expect(await people.close()).toEqual({ problems: [], exitCode: 0 });
});

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(artifacts, `news-${name}.png`) });
const picture = path.join(import.meta.dirname, 'fixtures/transfer-voucher.png');
// The smallest MP4 a reader recognises (an `ftyp` box and a little media data).
const stoneVideo = path.join(import.meta.dirname, 'fixtures/stone.mp4');
const newsBadge = () =>
  buyer.locator('.app-tab-bar .adm-tab-bar-item').nth(2).locator('.adm-badge-content');
const buyerLog = () => buyer.getByRole('list', { name: 'Conversation with customer service' });
const clerkThread = () => clerk.locator('.chat-thread, [aria-label="Messages"]').first();

/** A stone put into stock by the demo clerk through the back office's API. */
async function addStone(record: Partial<StockInput>) {
  const call = async (url: string, body: unknown, token = '') => {
    const response = await fetch(`${people.stack.baseUrl}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as { Success: boolean; Data: { ToKen: string } };
    if (!answer.Success) throw new Error(`${url}: ${JSON.stringify(answer)}`);
    return answer.Data;
  };
  const { ToKen } = await call('/api/Admin/Login', { Email: 'clerk@facet.local', Password: 'Clerk1234' }); // prettier-ignore
  await call(
    '/api/Admin/Inventory/Save',
    { Record: stoneDefaults(record.StockNo!, record) },
    ToKen,
  );
}

test('notices and customer service', async () => {
  await step('the clerk publishes a notice to every buyer', async () => {
    await clerk.goto('/console/');
    await clerk.getByLabel('Email').fill('clerk@facet.local');
    await clerk.getByLabel('Password').fill('Clerk1234');
    await clerk.getByRole('button', { name: 'Log in' }).click();
    await clerk.getByText('Welcome back, Demo Clerk').waitFor();

    await clerk.getByRole('menuitem', { name: 'Notices' }).click();
    // Nothing published yet: the empty list offers the same button as the page heading.
    await clerk.getByText('No notices published yet').waitFor();
    await clerk.getByRole('button', { name: 'Publish notice' }).first().click();
    await clerk.getByLabel('Title').fill('Holiday shipping schedule');
    await clerk
      .getByLabel('Summary')
      .fill('Orders confirmed by 18 December ship before the holidays.');
    const editor = clerk.getByRole('textbox', { name: 'Content' });
    await editor.click();
    await clerk.keyboard.type('Our Hong Kong office closes 24–26 December.');
    await clerk.getByRole('button', { name: 'Publish to all buyers' }).click();
    await clerk.getByText('Notice published: Holiday shipping schedule').waitFor();
    await clerk.getByRole('cell', { name: 'Holiday shipping schedule' }).first().waitFor();
  });

  await step('the buyer sees it unread on the News tab and reads it', async () => {
    await logInAsDemoBuyer(buyer);
    await expect.poll(() => newsBadge().textContent()).toBe('1');

    await buyer.getByRole('link', { name: 'News', exact: true }).click();
    await buyer.waitForURL(/#\/pages\/messageCenter\/index/);
    await buyer.getByText('1 unread').waitFor();
    await shot(buyer, 'news');
    await buyer.getByText('Holiday shipping schedule').click();
    await buyer.waitForURL(/#\/pages\/messageCenter\/messageDetails\?id=\d+/);
    await buyer.getByText('Our Hong Kong office closes 24–26 December.').waitFor();
    await shot(buyer, 'notice');

    await buyer.goBack();
    await buyer.getByText('Holiday shipping schedule').waitFor();
    await expect.poll(() => buyer.getByText('1 unread').count()).toBe(0);
    await expect.poll(() => newsBadge().count()).toBe(0);
  });

  await step(
    'buyer and clerk exchange text and a picture, with separators and read marks',
    async () => {
      await buyer.getByText('Customer service').click();
      await buyer.waitForURL(/#\/pages\/ImService\/index/);
      await buyer.getByText('How can we help?').waitFor();
      await buyer
        .getByRole('textbox', { name: 'Message' })
        .fill('Is stone NW000123 still available?');
      await buyer.getByRole('button', { name: 'Send', exact: true }).click();
      const asked = buyerLog()
        .locator('li')
        .filter({ hasText: 'Is stone NW000123 still available?' });
      await asked.getByText('Sent').waitFor();
      // The first message opens with a time separator.
      await expect.poll(() => buyerLog().locator('li.chat-time').count()).toBe(1);

      await clerk.getByRole('menuitem', { name: 'Chat' }).click();
      await clerk.getByText('Is stone NW000123 still available?').first().click();
      await clerkThread().getByText('Is stone NW000123 still available?').waitFor();
      // The clerk has opened it: the buyer's message turns "Read".
      await asked.getByText('Read').waitFor();

      const reply = clerk.getByRole('textbox', { name: 'Reply' });
      await reply.fill('Yes — here it is under daylight.');
      await reply.press('Enter');
      await clerk.locator('input[type=file]').setInputFiles(picture);
      await buyerLog().getByText('Yes — here it is under daylight.').waitFor();
      await buyerLog().getByRole('button', { name: 'View picture' }).waitFor();
      await expect
        .poll(() =>
          buyerLog()
            .locator('img')
            .evaluateAll((imgs) => imgs.some((i) => (i as HTMLImageElement).naturalWidth > 0)),
        )
        .toBe(true);
      // The buyer is on the page: the clerk's messages turn "Read" at the back office.
      await clerkThread().getByText('Read').last().waitFor();
      await shot(buyer, 'chat');
      await shot(clerk, 'inbox');
    },
  );

  await step('a server restart drops the connection and loses no message', async () => {
    const restarted = people.stack.restart();
    await buyer.getByText('Connecting…').waitFor();
    // Written while the server is down: it waits in the outbox.
    await buyer.getByRole('textbox', { name: 'Message' }).fill('Can it ship with my last order?');
    await buyer.getByRole('button', { name: 'Send', exact: true }).click();
    expect(await restarted).toBe(0);

    await expect.poll(() => buyer.getByText('Connecting…').count(), { timeout: 20_000 }).toBe(0);
    const waiting = buyerLog().locator('li').filter({ hasText: 'Can it ship with my last order?' });
    await waiting.getByText(/Sent|Read/).waitFor({ timeout: 15_000 });
    await clerkThread().getByText('Can it ship with my last order?').waitFor({ timeout: 20_000 });

    const reply = clerk.getByRole('textbox', { name: 'Reply' });
    await reply.fill('Yes, both ship on Thursday.');
    await reply.press('Enter');
    await buyerLog().getByText('Yes, both ship on Thursday.').waitFor();
    // Stored once: after a reload the history holds each message a single time.
    await buyer.reload();
    await buyerLog().getByText('Yes, both ship on Thursday.').waitFor();
    expect(await buyerLog().getByText('Can it ship with my last order?').count()).toBe(1);
    await shot(buyer, 'chat-after-restart');
  });

  await step(
    'the buyer asks for a stone’s video; the clerk adds one to the stone from the chat',
    async () => {
      await buyer.goto('/#/pages/ProductDetails/index?id=3000');
      await buyer.getByRole('button', { name: 'Request a video' }).click();
      const sheet = buyer.getByRole('dialog', { name: 'Request a video' });
      await sheet.getByText('Could you send me a video of this stone?').waitFor();
      await sheet.getByLabel('Anything to add? (optional)').fill('Under daylight, please.');
      await shot(buyer, 'video-request');
      await sheet.getByRole('button', { name: 'Send to customer service' }).click();
      await buyer.waitForURL(/#\/pages\/ImService\/index/);
      const card = buyerLog().getByRole('link', { name: /^View .* ct / });
      await card.waitFor();
      await buyerLog().getByText('Video requested').waitFor();
      await shot(buyer, 'chat-video-request-buyer');

      await clerkThread().getByText('Asks for a video').waitFor();
      await clerkThread()
        .getByText(/Under daylight, please\./)
        .waitFor();
      await shot(clerk, 'chat-video-request');

      // The clerk answers with a video, added to the stone from the card.
      await clerkThread().getByRole('button', { name: 'Add pictures or video' }).click();
      const dialog = await atRest(clerk.getByRole('dialog', { name: /^Pictures and video for / }));
      await dialog.locator('input[type=file][accept*="video"]').setInputFiles(stoneVideo);
      await dialog.getByText('Video uploaded').waitFor();
      await dialog.getByRole('button', { name: 'Add to the stone' }).click();
      await clerk.getByText(/^Added to NW0003000/).waitFor();
      const reply = clerk.getByRole('textbox', { name: 'Reply' });
      await reply.fill('Done — the video is on the stone’s page.');
      await reply.press('Enter');
      await buyerLog().getByText('Done — the video is on the stone’s page.').waitFor();

      // The card opens the stone, which now has the video for every buyer.
      await card.click();
      await buyer.waitForURL(/#\/pages\/ProductDetails\/index\?id=3000/);
      // The page this phone saw a minute ago is kept for a while; a fresh visit asks again.
      await buyer.reload();
      const video = buyer.locator('video.details-video');
      await video.waitFor();
      expect(await video.getAttribute('src')).toMatch(/^\/files\/[0-9a-f-]{36}\.mp4$/);
      await video.scrollIntoViewIfNeeded();
      await shot(buyer, 'stone-video');
    },
  );

  await step(
    'scrolled back, a long conversation’s earlier messages load above what is on screen',
    async () => {
      // More than a page of history (30 messages): the clerk pastes a run of answers.
      const reply = clerk.getByRole('textbox', { name: 'Reply' });
      for (let lot = 1; lot <= 32; lot += 1) {
        await reply.fill(`Lot ${lot} of 32 is reserved for you.`);
        await reply.press('Enter');
      }
      await clerkThread().getByText('Lot 32 of 32 is reserved for you.').waitFor();

      await buyer.goto('/#/pages/ImService/index');
      await buyer.reload();
      await buyerLog().getByText('Lot 32 of 32 is reserved for you.').waitFor();
      const scroller = buyer.locator('.chat-scroll');
      // It opens at the newest message, not at the top.
      await expect.poll(() => scroller.evaluate((box) => box.scrollHeight - box.scrollTop - box.clientHeight)).toBeLessThan(2); // prettier-ignore
      // The newest page's oldest message: at the top once the buyer scrolls up.
      const oldest = await buyerLog().locator('.chat-bubble').first().innerText();
      const anchor = /Lot \d+ of 32/.exec(oldest)?.[0] ?? '';
      expect(anchor).not.toBe('');
      const seen = buyerLog()
        .locator('.chat-bubble')
        .filter({ hasText: `${anchor} is reserved` });
      // The earlier page is held back until the buyer’s view is measured.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await buyer.route(/\/api\/Im\/History\?.*Before=/, async (route) => {
        await held;
        await route.continue();
      });
      await scroller.evaluate((box) => (box.scrollTop = 0));
      await buyer.getByText('Loading earlier messages').waitFor();
      const top = (await seen.boundingBox())!.y;
      release();
      // It arrives above; the message stays where the buyer was reading it.
      await buyerLog().getByText('Is stone NW000123 still available?').waitFor({ state: 'attached' }); // prettier-ignore
      await expect.poll(async () => Math.abs((await seen.boundingBox())!.y - top)).toBeLessThan(4);
      await buyer.unroute(/\/api\/Im\/History\?.*Before=/);
      await scroller.evaluate((box) => (box.scrollTop = 0));
      await buyer.getByText('This is the start of your conversation').waitFor();
      await shot(buyer, 'chat-earlier');
    },
  );

  await step('the news pages have no serious accessibility violations', async () => {
    for (const [route, ready] of [
      ['#/pages/messageCenter/index', 'text=Holiday shipping schedule'],
      [
        '#/pages/hintMessage/index',
        'text=Updates about your orders, holds and saved searches will appear here.',
      ],
      ['#/pages/ImService/index', 'text=Yes, both ship on Thursday.'],
    ] as const) {
      await buyer.goto(`/${route}`);
      await buyer.locator(ready).first().waitFor();
      expect(await seriousViolations(buyer), route).toEqual([]);
    }
  });

  await step(
    'a search saved under the name it was offered is named in each reader’s language',
    async () => {
      // Saved from an English screen under the name the sheet offers, alerting at once.
      const q = encodeURIComponent(JSON.stringify({ Shape: ['oval'], NoBgm: true }));
      await buyer.goto(`/#/pages/diamondSearch/resultList?category=natural-white&q=${q}`);
      await buyer.getByRole('button', { name: 'Save', exact: true }).click();
      const sheet = buyer.getByRole('dialog', { name: 'Save this search' });
      await expect.poll(() => sheet.getByLabel('Name').inputValue()).toBe('Oval · No BGM');
      await sheet.getByLabel('Alerts').selectOption('instant');
      await sheet.getByRole('button', { name: 'Save', exact: true }).click();
      await buyer.getByText('Search saved').waitFor();

      // A matching stone comes into stock; the alert sweep runs every second.
      await addStone({ StockNo: 'E2E-OVAL-1', Shape: 'oval', Weight: 1.01, Bgm: 'no' });

      for (const [language, settingsText, title] of [
        ['简体中文', '消息通知', '已存搜索：椭圆形 · 无 BGM'],
        ['繁體中文', '訊息通知', '已存搜尋：橢圓形 · 無 BGM'],
        ['English', 'Message notification', 'Saved search: Oval · No BGM'],
      ] as const) {
        await buyer.goto('/#/pages/myAccount/settings');
        await buyer.getByRole('button', { name: language }).click();
        // The language is taken (and kept) once the page reads in it.
        await buyer.getByText(settingsText).first().waitFor();
        await buyer.goto('/#/pages/hintMessage/index');
        // The sweep runs every second; on a busy machine a reload can take seconds of its own.
        await expect
          .poll(
            async () => {
              await buyer.reload();
              await buyer.locator('.adm-list, .notice-list, main').first().waitFor();
              return buyer.locator('.notice-row-title', { hasText: title }).count();
            },
            { timeout: 30_000 },
          )
          .toBeGreaterThan(0);
        await shot(buyer, `saved-search-alert-${language}`);
      }
    },
  );
}, 300_000);
