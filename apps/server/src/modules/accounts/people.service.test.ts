import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { serviceTests } from '../../test/services';

let tier: Awaited<ReturnType<typeof serviceTests>>;
beforeAll(async () => {
  tier = await serviceTests();
});
afterAll(() => tier?.close());

describe('people, as other modules know them (service tier)', () => {
  test('by id, named by the contract’s one rule', () =>
    tier.run(async ({ services, newUser }) => {
      const nick = await newUser('buyer', 'Mei');
      const plain = await newUser('clerk');
      const people = await services.accounts.people([nick.id, plain.id, nick.id]);
      expect(people.size).toBe(2);
      expect(people.get(nick.id)).toMatchObject({ name: 'Mei', role: 'buyer', cancelled: false });
      expect(people.get(plain.id)?.name).toBe(plain.email.split('@')[0]);
    }));

  test('found by a piece of their nickname or email, wildcards taken literally', () =>
    tier.run(async ({ services, newUser }) => {
      const mei = await newUser('buyer', 'Mei Chan');
      await newUser('buyer', 'Tai Man');
      expect(await services.accounts.idsMatching('ei ch')).toEqual([mei.id]);
      expect(await services.accounts.idsMatching('%')).toEqual([]);
      expect(await services.accounts.idsWithEmailStarting(mei.email.slice(0, 12))).toContain(
        mei.id,
      );
    }));
});
