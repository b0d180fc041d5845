import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { serviceTests } from '../../test/services';

let tier: Awaited<ReturnType<typeof serviceTests>>;
beforeAll(async () => {
  tier = await serviceTests();
});
afterAll(() => tier?.close());

describe('favourites (service tier)', () => {
  test('newest first, filtered by category, paged; a stone off the market stays, unavailable', () =>
    tier.run(async ({ services, newUser, newStone, staff }) => {
      const buyer = await newUser();
      const round = await newStone();
      const lab = await newStone({ Category: 'lab-white', Process: 'CVD', Lab: 'IGI' });
      const pear = await newStone({ Shape: 'pear' });
      for (const stone of [round, lab, pear]) {
        await services.favourites.update(buyer, { GoodsId: stone.Id, Collect: true });
      }
      await services.inventory.setMarket(await staff(), round.Id, false);

      const all = await services.favourites.list(buyer, { PageIndex: 1, PageSize: 2 });
      expect(all.Total).toBe(3);
      expect(all.List.map((g) => g.Id)).toEqual([pear.Id, lab.Id]);
      const next = await services.favourites.list(buyer, { PageIndex: 2, PageSize: 2 });
      expect(next.List.map((g) => [g.Id, g.Available])).toEqual([[round.Id, false]]);
      expect(next.List.every((g) => g.IsCollected)).toBe(true);

      const labOnly = await services.favourites.list(buyer, {
        PageIndex: 1,
        PageSize: 10,
        Category: 'lab-white',
      });
      expect(labOnly.List.map((g) => g.Id)).toEqual([lab.Id]);
    }));

  test('the hearts of a result page are the buyer’s own', () =>
    tier.run(async ({ services, newUser, newStone }) => {
      const [mine, theirs] = [await newUser(), await newUser()];
      const stone = await newStone();
      await services.favourites.update(mine, { GoodsId: stone.Id, Collect: true });
      expect(await services.favourites.collectedAmong(mine.id, [stone.Id])).toEqual(
        new Set([stone.Id]),
      );
      expect(await services.favourites.collectedAmong(theirs.id, [stone.Id])).toEqual(new Set());
      await services.favourites.update(mine, { GoodsId: stone.Id, Collect: false });
      expect((await services.favourites.list(mine, { PageIndex: 1, PageSize: 10 })).Total).toBe(0);
    }));

  test('an unknown good cannot be saved', () =>
    tier.run(async ({ services, newUser }) => {
      const buyer = await newUser();
      await expect(
        services.favourites.update(buyer, { GoodsId: 2_000_000_000, Collect: true }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }));
});
