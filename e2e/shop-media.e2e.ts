import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import {
  artifacts,
  buyerAndClerk,
  callApi,
  logInAsDemoBuyer,
  seriousViolations,
  step,
} from './harness';

// Stones that look like stones: a trade buyer decides from photos, a 360° view and the lab's
// report. The demo stock carries drawn pictures and 360° views the server renders itself; a
// stone imported without any picture is drawn in its shape and colour, never an empty box.
let people: Awaited<ReturnType<typeof buyerAndClerk>>;
let buyer: Page;
let token = '';

type Found = { List: { Id: number; StockNo: string; Has360: boolean; Images: string[]; Lab: string | null }[] }; // prettier-ignore

beforeAll(async () => {
  people = await buyerAndClerk();
  ({ buyer } = people);
  token = (await api<{ ToKen: string }>('/api/Relation/EmailLogin', { Email: 'demo@facet.local', Password: 'Demo1234' })).ToKen; // prettier-ignore
});
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') await people.screenshots(`media-failed-${task.name}`);
});
afterAll(async () => {
  expect(await people.close()).toEqual({ problems: [], exitCode: 0 });
});

/** A call of the API as the buyer (or `as`), failing the test when it is refused. */
const api = <T>(route: string, body: unknown, as = token) =>
  callApi<T>(people.stack.baseUrl, as, route, body);

const shot = (name: string) => buyer.screenshot({ path: path.join(artifacts, `media-${name}.png`) }); // prettier-ignore

test('photos to zoom, a 360° view to turn, the lab report to read, and a drawn stone where there is no picture', async () => {
  let spinning: Found['List'][number] | undefined;

  await step('a result list carries badges for the 360° view and the lab', async () => {
    await logInAsDemoBuyer(buyer);
    const page = await api<Found>('/api/Diamonds/DiamandsQuery', { PageIndex: 1, PageSize: 100 });
    spinning = page.List.find((stone) => stone.Has360);
    expect(spinning, 'a demo stone with a 360° view').toBeDefined();
    const q = encodeURIComponent(JSON.stringify({ Keyword: spinning!.StockNo }));
    await buyer.goto(`/#/pages/diamondSearch/resultList?category=natural-white&q=${q}`);
    const row = buyer.locator('article.goods-row').first();
    await row.waitFor();
    const badges = row.getByRole('list', { name: 'Media' });
    expect(await badges.getByRole('listitem').allTextContents()).toEqual(['360°', spinning!.Lab]);
    await shot('list-badges');
  });

  await step('its details show photos, and a tap opens one full screen to zoom', async () => {
    await buyer.locator('article.goods-row .goods-row-link').first().click();
    await buyer.getByRole('tablist', { name: 'Media' }).waitFor();
    expect(await buyer.getByRole('tab').allTextContents()).toEqual(['Photos', '360°', 'Report']);
    await buyer.getByRole('button', { name: /^Open Picture 1 of 1 full screen$/ }).click();
    const zoom = buyer.getByRole('dialog');
    await zoom.waitFor();
    await buyer.getByText('Pinch to zoom, double-tap to zoom in or out').waitFor();
    // A double tap zooms in.
    const picture = zoom.getByRole('img');
    await picture.dblclick();
    await expect.poll(() => picture.evaluate((img) => getComputedStyle(img).transform)).not.toBe('none'); // prettier-ignore
    await shot('zoom');
    await buyer.keyboard.press('Escape');
    await zoom.waitFor({ state: 'detached' });
  });

  await step('the 360° view turns by itself, and with a drag or the arrow keys', async () => {
    await buyer.getByRole('tab', { name: '360°' }).click();
    const spin = buyer.getByRole('slider', { name: '360°' });
    await spin.waitFor();
    expect(await spin.getAttribute('aria-valuemax')).toBe('24');
    await buyer.getByText('Drag to turn the stone').waitFor({ timeout: 20_000 });
    await spin.focus();
    const before = Number(await spin.getAttribute('aria-valuenow'));
    await buyer.keyboard.press('ArrowRight');
    expect(Number(await spin.getAttribute('aria-valuenow'))).toBe((before % 24) + 1);
    const box = (await spin.boundingBox())!;
    await buyer.mouse.move(box.x + box.width * 0.6, box.y + box.height / 2);
    await buyer.mouse.down();
    await buyer.mouse.move(box.x + box.width * 0.5, box.y + box.height / 2, { steps: 8 });
    await buyer.mouse.up();
    expect(Number(await spin.getAttribute('aria-valuenow'))).not.toBe((before % 24) + 1);
    expect(await seriousViolations(buyer)).toEqual([]);
    await shot('spin');
  });

  await step(
    'the lab report reads as a document, with its number and a link to check it',
    async () => {
      await buyer.getByRole('tab', { name: 'Report' }).click();
      await buyer.getByRole('heading', { name: 'Grading report' }).waitFor();
      await buyer.getByRole('img', { name: 'Profile: table and total depth' }).waitFor();
      await buyer.getByRole('link', { name: /^Check this report on .+’s site$/ }).waitFor();
      expect(await seriousViolations(buyer)).toEqual([]);
      await buyer.screenshot({ path: path.join(artifacts, 'media-report.png'), fullPage: true });
    },
  );

  await step('a stone imported without any picture is drawn in its shape and colour', async () => {
    const clerkToken = (await api<{ ToKen: string }>('/api/Admin/Login', { Email: 'clerk@facet.local', Password: 'Clerk1234' }, '')).ToKen; // prettier-ignore
    const saved = await api<{ Id: number }>(
      '/api/Admin/Inventory/Save',
      { Record: { Category: 'natural-fancy', StockNo: 'MEDIA-PINK-1', Shape: 'pear', Weight: 1.02, FancyColor: 'pink', Intensity: 'Fancy Intense', Clarity: 'VS2', Lab: 'GIA', CertificateNo: '2227781234', PricingBasis: 'weight', PricePerCarat: 41000, Location: 'Hong Kong' } }, // prettier-ignore
      clerkToken,
    );
    await buyer.goto(`/#/pages/ProductDetails/index?id=${saved.Id}`);
    const drawn = buyer.getByRole('img', { name: 'Picture 1 of 1' });
    await drawn.waitFor();
    expect(await drawn.getAttribute('src')).toMatch(
      /^\/media\/stones\/pear\.svg\?tint=pink&depth=0\.\d\d$/,
    );
    await expect.poll(() => drawn.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0); // prettier-ignore
    // Only what it carries: no 360° tab, no video.
    expect(await buyer.getByRole('tab').allTextContents()).toEqual(['Photos', 'Report']);
    await shot('drawn');

    // In a list the same drawing is made in the page: no request to the server for it.
    const asked: string[] = [];
    const listen = (request: { url(): string }) => asked.push(request.url());
    buyer.on('request', listen);
    const q = encodeURIComponent(JSON.stringify({ Keyword: 'MEDIA-PINK-1' }));
    await buyer.goto(`/#/pages/diamondSearch/resultList?category=natural-fancy&q=${q}`);
    const row = buyer.locator('.goods-row-picture img').first();
    await row.waitFor();
    expect(await row.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    await expect.poll(() => row.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0); // prettier-ignore
    buyer.off('request', listen);
    expect(asked.filter((url) => url.includes('/media/stones/'))).toEqual([]);
  });
});
