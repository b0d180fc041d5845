import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SavedSearch } from '@facet/contract';
import { startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const save = (token: string, body: Record<string, unknown>, locale?: 'zh-CN') =>
  server.post<{ Id: number }>('/api/SavedSearch/Save', body, { token, locale });
const list = async (token: string) =>
  (await server.get<SavedSearch[]>('/api/SavedSearch/List', { token })).body.Data;
const ROUND_G = { Shape: ['round'], Color: ['G'], WeightMin: 0.9 };

describe('saved searches', () => {
  test('saved, listed with what is new since, opened (and so seen), renamed, deleted', async () => {
    const buyer = await server.newUser();
    await server.newStone({ Shape: 'round', Color: 'G', Weight: 1 });
    const saved = await save(buyer.token, { Name: ' Round G 1 ct ', Category: 'natural-white', Filters: ROUND_G }); // prettier-ignore
    expect(saved.status).toBe(200);
    const { Id } = saved.body.Data;
    // Saved now: nothing is new yet, the stone already there included.
    expect(await list(buyer.token)).toEqual([
      { Id, Name: 'Round G 1 ct', Named: true, Category: 'natural-white', Filters: ROUND_G, Alert: 'off', NewCount: 0 }, // prettier-ignore
    ]);

    // Two matching stones arrive, one that does not match, one in another category.
    await server.newStone({ Shape: 'round', Color: 'G', Weight: 1.2 });
    await server.newStone({ Shape: 'round', Color: 'G', Weight: 1.01 });
    await server.newStone({ Shape: 'round', Color: 'H', Weight: 1.2 });
    await server.newStone({ Category: 'lab-white', Shape: 'round', Color: 'G', Weight: 1.2, Process: 'CVD' }); // prettier-ignore
    expect((await list(buyer.token))[0]!.NewCount).toBe(2);

    const opened = await server.post<SavedSearch>('/api/SavedSearch/Open', { Id }, { token: buyer.token }); // prettier-ignore
    expect(opened.body.Data).toMatchObject({ Id, Filters: ROUND_G, NewCount: 0 });
    expect((await list(buyer.token))[0]!.NewCount).toBe(0);

    await save(buyer.token, { Id, Name: 'Round G, a carat', Category: 'natural-white', Filters: ROUND_G, Alert: 'daily' }); // prettier-ignore
    expect(await list(buyer.token)).toEqual([expect.objectContaining({ Id, Name: 'Round G, a carat', Alert: 'daily' })]); // prettier-ignore

    expect(await server.post('/api/SavedSearch/Delete', { Id }, { token: buyer.token })).toMatchObject({ status: 200, body: { Data: {} } }); // prettier-ignore
    expect(await list(buyer.token)).toEqual([]);
  });

  test('fancy colours: the origin saved chooses which stones are new', async () => {
    const buyer = await server.newUser();
    const fancy = { Shape: 'oval' as const, Color: null, FancyColor: 'pink' as const, Intensity: 'Fancy Vivid' as const, PricingBasis: 'weight' as const, Discount: null, PricePerCarat: 1500 }; // prettier-ignore
    const lab = (await save(buyer.token, { Name: 'Lab pinks', Category: 'natural-fancy', Filters: { Origin: 'lab', FancyColor: ['pink'] } })).body.Data.Id; // prettier-ignore
    const both = (await save(buyer.token, { Name: 'All pinks', Category: 'natural-fancy', Filters: { FancyColor: ['pink'] } })).body.Data.Id; // prettier-ignore
    await server.newStone({ ...fancy, Category: 'lab-fancy', Process: 'CVD' });
    await server.newStone({ ...fancy, Category: 'natural-fancy' });
    const counts = new Map((await list(buyer.token)).map((s) => [s.Id, s.NewCount]));
    expect([counts.get(lab), counts.get(both)]).toEqual([1, 2]);
  });

  test('another buyer’s saved search is a 404, to open, rename or delete', async () => {
    const [owner, other] = [await server.newUser(), await server.newUser()];
    const { Id } = (await save(owner.token, { Name: 'Mine', Category: 'natural-white', Filters: {} })).body.Data; // prettier-ignore
    expect(await server.post('/api/SavedSearch/Open', { Id }, { token: other.token })).toMatchObject({ status: 404 }); // prettier-ignore
    expect(await save(other.token, { Id, Name: 'Taken', Category: 'natural-white', Filters: {} })).toMatchObject({ status: 404 }); // prettier-ignore
    expect(await server.post('/api/SavedSearch/Delete', { Id }, { token: other.token })).toMatchObject({ status: 404 }); // prettier-ignore
    expect(await list(other.token)).toEqual([]);
    expect((await list(owner.token)).map((s) => s.Name)).toEqual(['Mine']);
  });

  test.each([
    ['a name not text', { Name: 42, Category: 'natural-white', Filters: {} }, 'Name', '无效的值'],
    ['a name too long', { Name: 'x'.repeat(41), Category: 'natural-white', Filters: {} }, 'Name', undefined], // prettier-ignore
    ['an unknown category', { Name: 'A', Category: 'rubies', Filters: {} }, 'Category', undefined],
    ['an unknown filter', { Name: 'A', Category: 'natural-white', Filters: { Carats: 1 } }, 'Filters.Carats', undefined], // prettier-ignore
    ['a range upside down', { Name: 'A', Category: 'natural-white', Filters: { WeightMin: 2, WeightMax: 1 } }, 'Filters.WeightMax', undefined], // prettier-ignore
    ['paging', { Name: 'A', Category: 'natural-white', Filters: { PageIndex: 1 } }, 'Filters.PageIndex', undefined], // prettier-ignore
    ['an unknown alert', { Name: 'A', Category: 'natural-white', Filters: {}, Alert: 'hourly' }, 'Alert', undefined], // prettier-ignore
  ])('%s is refused on its field', async (_what, body, path, message) => {
    const buyer = await server.newUser();
    const refused = await save(buyer.token, body, 'zh-CN');
    expect(refused).toMatchObject({ status: 400, body: { Code: 'VALIDATION' } });
    const field = (refused.body.Data as unknown as { Fields: { Path: string; Message: string }[] }).Fields[0]!; // prettier-ignore
    expect(field.Path).toBe(path);
    if (message) expect(field.Message).toBe(message);
  });

  test('a search saved without a name is named from its filters, in the language it is read in', async () => {
    const buyer = await server.newUser();
    const oval = { Shape: ['oval'], NoBgm: true };
    await save(buyer.token, { Category: 'natural-white', Filters: oval });
    await save(buyer.token, { Name: '  ', Category: 'natural-white', Filters: ROUND_G });
    const read = async (locale?: 'zh-CN') =>
      (await server.get<SavedSearch[]>('/api/SavedSearch/List', { token: buyer.token, locale })).body.Data.map((s) => [s.Name, s.Named]); // prettier-ignore
    expect(await read()).toEqual([
      ['Round · ≥ 0.90 ct · G', false],
      ['Oval · No BGM', false],
    ]);
    expect(await read('zh-CN')).toEqual([['圆形 · ≥ 0.90 ct · G', false], ['椭圆形 · 无 BGM', false]]); // prettier-ignore
  });

  test('a buyer keeps at most 50', async () => {
    const buyer = await server.newUser();
    for (let i = 0; i < 50; i += 1) {
      expect((await save(buyer.token, { Name: `S${i}`, Category: 'natural-white', Filters: {} })).status).toBe(200); // prettier-ignore
    }
    expect(await save(buyer.token, { Name: 'S50', Category: 'natural-white', Filters: {} })).toMatchObject({ status: 409, body: { Code: 'SAVED_SEARCHES_FULL' } }); // prettier-ignore
  });
});
