import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { UNGRADED } from '../../test/factories';
import { serviceTests } from '../../test/services';

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

describe('stock, taken and released only by inventory (service tier)', () => {
  test('takes what is there, refuses more than there is, and gives it back', () =>
    tier.run(async ({ services, db, newStone }) => {
      const rough = await newStone({ ...ROUGH, Stock: 3 });
      const taken = await services.inventory.take(db, rough.Id, 2);
      expect(taken?.stock).toBe(1);
      expect(await services.inventory.take(db, rough.Id, 2)).toBeNull();
      await services.inventory.release(db, [{ goodsId: rough.Id, quantity: 2 }]);
      const [after] = await services.goods.goodsByIds([rough.Id]);
      expect(after?.stock).toBe(3);
    }));

  test('a stone off the market cannot be taken', () =>
    tier.run(async ({ services, db, newStone, staff }) => {
      const stone = await newStone();
      await services.inventory.setMarket(await staff(), stone.Id, false);
      expect(await services.inventory.take(db, stone.Id, 1)).toBeNull();
    }));
});
