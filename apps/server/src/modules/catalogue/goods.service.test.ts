import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { UNGRADED } from '../../test/factories';
import { serviceTests } from '../../test/services';
import { goodsRepo } from './goods.repo';

let tier: Awaited<ReturnType<typeof serviceTests>>;
beforeAll(async () => {
  tier = await serviceTests();
});
afterAll(() => tier?.close());

/** A rough stone sold by the piece at $400. */
const ROUGH = {
  Category: 'rough',
  ...UNGRADED,
  PricingBasis: 'piece',
  Discount: null,
  Price: 400,
} as const;

describe('a page of rows, read raw from the driver', () => {
  test('is exactly what the query builder maps: numbers, dates, arrays and nulls', () =>
    tier.run(async ({ services, db, newStone }) => {
      const stone = await newStone({
        Images: ['/media/stones/round.svg?tint=white', '/media/stones/oval.svg'],
        Video: 'https://video.example/v.mp4',
        ReportDate: '2026-03-14',
        TablePct: 57.5,
        DepthPct: 61.8,
        Girdle: 'Medium',
        Discount: -31.25,
      });
      const rough = await newStone(ROUGH);
      const raw = await goodsRepo(db).goodsByIdsInOrder([rough.Id, stone.Id]);
      const mapped = await services.goods.goodsByIds([stone.Id, rough.Id]);
      const byId = new Map(mapped.map((row) => [row.id, row]));
      expect(raw).toEqual([byId.get(rough.Id), byId.get(stone.Id)]);
      expect(raw[1]!.images).toHaveLength(2);
      expect(raw[1]!.createdAt).toBeInstanceOf(Date);
      expect(typeof raw[1]!.weight).toBe('number');
    }));
});
