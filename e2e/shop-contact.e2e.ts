import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { artifacts, seriousViolations, startStack, step, type Stack } from './harness';

// Contact us with the office's map, then a map pin on a delivery address. The tiles come from
// a tile server of the test's own (MAP_TILE_URL), drawn from four fixture pictures: no outside
// network. The demo office is what SEED_DEMO publishes (apps/server/src/demo/contact.ts).
const TILES = ['a', 'b', 'c', 'd'].map((name) =>
  readFileSync(path.join(import.meta.dirname, 'fixtures/tiles', `${name}.png`)),
);
let tileServer: Server;
let tilesServed = 0;
let stack: Stack;
let phone: BrowserContext;
let page: Page;
const problems: string[] = [];

beforeAll(async () => {
  tileServer = createServer((request, response) => {
    const match = /^\/tiles\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(request.url ?? '');
    if (!match) return void response.writeHead(404).end();
    tilesServed += 1;
    const [, , x, y] = match.map(Number) as number[];
    response.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*' });
    response.end(TILES[(x! + 2 * y!) % TILES.length]);
  });
  await new Promise<void>((resolve) => tileServer.listen(0, '127.0.0.1', resolve));
  const { port } = tileServer.address() as { port: number };
  stack = await startStack({
    env: { MAP_TILE_URL: `http://127.0.0.1:${port}/tiles/{z}/{x}/{y}.png` },
  });
  phone = await stack.phone();
  page = await phone.newPage();
  page.on('pageerror', (error) => problems.push(error.message));
});
afterAll(async () => {
  await phone?.close();
  expect(await stack?.stop()).toBe(0);
  tileServer?.close();
  expect(problems).toEqual([]);
});

const shot = (name: string) => page.screenshot({ path: path.join(artifacts, `contact-${name}.png`) }); // prettier-ignore
const tilesDrawn = (scope: string) =>
  page.locator(`${scope} img.leaflet-tile-loaded`).first().waitFor();

test('contact us with the office’s map, and a delivery address pinned on a map', async () => {
  await step('a visitor reads how to reach the office, with its map', async () => {
    await page.goto('/#/pages/contact/index');
    await expect
      .poll(() => page.getByRole('link', { name: /Telephone/ }).getAttribute('href'))
      .toBe('tel:+85221234567');
    expect(await page.getByRole('link', { name: /Email/ }).getAttribute('href')).toBe('mailto:sales@facet.local'); // prettier-ignore
    expect(await page.getByRole('link', { name: /Skype/ }).getAttribute('href')).toBe('skype:facet.sales?chat'); // prettier-ignore
    await page.getByText('8 Peking Road, Tsim Sha Tsui').waitFor();
    await page.getByText('Saturday 10:00–14:00 (Hong Kong time)').waitFor();
    await tilesDrawn('.contact-map');
    expect(tilesServed).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shot('page');
  });

  await step(
    'the full map opens, with the office in the phone’s maps app or on the web',
    async () => {
      await page.getByRole('link', { name: 'Full map' }).click();
      await page.waitForURL(/#\/pages\/contact\/map$/);
      await tilesDrawn('.office-map');
      expect(await page.getByRole('link', { name: 'Open in maps' }).getAttribute('href')).toMatch(/^geo:22\.296389,114\.170556\?q=22\.296389,114\.170556\(Suite%201808/); // prettier-ignore
      expect(await page.getByRole('link', { name: /OpenStreetMap/ }).getAttribute('href')).toBe('https://www.openstreetmap.org/?mlat=22.296389&mlon=114.170556#map=17/22.296389/114.170556'); // prettier-ignore
      expect(await seriousViolations(page)).toEqual([]);
      await shot('full-map');
      // Zoomed in and left at once: the map goes while its zoom still animates, and the zoom's
      // end (Leaflet's 250 ms timer) finds it gone without an error.
      await page.locator('.leaflet-control-zoom-in').click();
      await page.goBack();
      await page.waitForURL(/#\/pages\/contact\/index$/);
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
      expect(problems).toEqual([]);
      await page.goForward();
      await tilesDrawn('.office-map');
    },
  );

  await step('without tiles the page says so and every link still works', async () => {
    await page.route(/\/tiles\//, (route) => route.abort());
    await page.goto('/#/pages/contact/index');
    await page.getByText('The map could not load. The address and the links still work.').waitFor(); // prettier-ignore
    await page.getByRole('link', { name: 'Open in maps' }).waitFor();
    await page.getByRole('link', { name: /Telephone/ }).waitFor();
    await page.unroute(/\/tiles\//);
  });

  await step(
    'the full map without tiles says so beside its zoom buttons, not over them',
    async () => {
      await page.route(/\/tiles\//, (route) => route.abort());
      for (const [locale, note] of [
        ['en', 'The map could not load.'],
        ['zh-CN', '地图无法加载'],
        ['zh-TW', '地圖無法載入'],
      ] as const) {
        await page.evaluate((chosen) => localStorage.setItem('facet.shop.locale', chosen), locale);
        await page.goto('/#/pages/contact/map');
        await page.reload();
        const unavailable = page.locator('.map-unavailable');
        await unavailable.getByText(note, { exact: false }).waitFor();
        const zoom = (await page.locator('.leaflet-control-zoom').boundingBox())!;
        const box = (await unavailable.boundingBox())!;
        const apart =
          box.x >= zoom.x + zoom.width ||
          zoom.x >= box.x + box.width ||
          box.y >= zoom.y + zoom.height ||
          zoom.y >= box.y + box.height;
        expect(apart, locale).toBe(true);
        // Nothing lies over the buttons: a tap reaches them.
        await page.locator('.leaflet-control-zoom-in').click({ timeout: 5_000 });
        await shot(`full-map-unavailable-${locale}`);
      }
      await page.evaluate(() => localStorage.setItem('facet.shop.locale', 'en'));
      await page.unroute(/\/tiles\//);
    },
  );

  await step('the demo buyer pins an address on the map and saves it', async () => {
    const login = await fetch(`${stack.baseUrl}/api/Relation/EmailLogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Email: 'demo@facet.local', Password: 'Demo1234', RememberMe: true }),
    });
    const user = ((await login.json()) as { Data: { ToKen: string } }).Data;
    const saved = await fetch(`${stack.baseUrl}/api/Wholesaler_Address/AddOrUpd`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.ToKen}` },
      body: JSON.stringify({ Surname: 'Chan', Name: 'Mei', Mobile: '+852 9123 4567', Address: '12 Nathan Road', City: 'Kowloon', Country: 'Hong Kong' }), // prettier-ignore
    });
    const address = ((await saved.json()) as { Data: { Id: number } }).Data;
    await page.evaluate((info) => localStorage.setItem('facet.shop.userInfo', JSON.stringify(info)), user); // prettier-ignore

    await page.goto('/#/pages/address/index');
    await page.reload();
    await page.getByRole('link', { name: 'Edit the address of Chan Mei' }).click();
    await page.waitForURL(new RegExp(`#/pages/address/editing\\?id=${address.Id}$`));
    await page.getByText('Not pinned. A pin helps the courier find the door.').waitFor();
    await page.getByRole('button', { name: 'Pick on map' }).click();
    const sheet = page.getByRole('dialog', { name: 'Pick the place on the map' });
    // With no pin yet, the map opens on the office's city.
    await tilesDrawn('.pick-location-map');
    // The phone's location: refused first, then allowed.
    await sheet.getByRole('button', { name: 'Use my location' }).click();
    await page.getByText('Location access is off. Allow it in your browser settings, or tap the map.').waitFor(); // prettier-ignore
    await phone.grantPermissions(['geolocation'], { origin: stack.baseUrl });
    await phone.setGeolocation({ latitude: 22.3027, longitude: 114.1772 });
    await sheet.getByRole('button', { name: 'Use my location' }).click();
    await sheet.getByText('22.302700, 114.177200').waitFor();
    // A tap on the map moves the pin there.
    await sheet.getByRole('region', { name: 'Map to place the delivery pin' }).click();
    await sheet.getByText('22.302700, 114.177200').waitFor({ state: 'detached' });
    await sheet.locator('.map-pin').waitFor();
    await expect.poll(() => sheet.locator('.pick-location-place').textContent()).toMatch(/^\s*22\.\d{6}, 114\.\d{6}$/); // prettier-ignore
    expect(await seriousViolations(page)).toEqual([]);
    await shot('pick-on-map');
    await sheet.getByRole('button', { name: 'Use this place' }).click();
    await page.getByText('Pinned on the map').waitFor();
    await page.getByRole('button', { name: 'Save address' }).click();
    await page.waitForURL(/#\/pages\/address\/index$/);
    const card = page.getByRole('article', { name: 'Chan Mei' });
    await card.getByText('Pinned on the map').waitFor();
    await shot('address-pinned');

    const list = await fetch(`${stack.baseUrl}/api/Wholesaler_Address/List`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.ToKen}` },
    });
    const [stored] = ((await list.json()) as { Data: { Latitude: number; Longitude: number }[] }).Data; // prettier-ignore
    expect(stored!.Latitude).toBeCloseTo(22.3, 0);
    expect(stored!.Longitude).toBeCloseTo(114.17, 0);
  });
}, 60_000);
