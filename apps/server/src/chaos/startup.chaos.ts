import { afterAll, beforeAll, expect, test } from 'vitest';
import { houseGrid } from '../modules/list-prices/house-grid';
import { privatePostgres, startFacet } from './processes';

let postgres: Awaited<ReturnType<typeof privatePostgres>>;

beforeAll(async () => {
  postgres = await privatePostgres();
});
afterAll(() => postgres?.close());

test.each([1, 2, 3])(
  'two instances started at the same moment on an empty database both come up (try %i)',
  async (attempt) => {
    const database = `facet_start_${attempt}`;
    const env = { DATABASE_URL: await postgres.createDatabase(database), SEED_DEMO: 'true' };
    const pair = await Promise.all([startFacet({ env }), startFacet({ env })]);
    try {
      await Promise.all(pair.map((facet) => facet.ready()));
      for (const facet of pair) expect(facet.alive()).toBe(true);
      // Written once: the list-price grid, the demo accounts and the demo stock.
      const [counts] = await postgres.query(
        database,
        `select (select count(*)::int from list_prices) as prices,
                (select count(*)::int from users) as users,
                (select count(*)::int from goods) as goods`,
      );
      expect(counts).toEqual({ prices: houseGrid().length, users: 3, goods: 3000 });
    } finally {
      for (const facet of pair) {
        facet.child.kill('SIGKILL');
        facet.removeData();
      }
    }
  },
);

test('a second start on the same embedded database stops at once, saying which process holds it', async () => {
  const first = await startFacet({ env: {} });
  try {
    await first.ready();
    const second = await startFacet({ env: { DATA_DIR: first.dataDir } });
    const exit = await second.exited;
    expect(exit.code).toBe(1);
    expect(second.output().trim()).toBe(
      `facet: the embedded database in ${first.dataDir} is in use by process ${first.child.pid}`,
    );
    expect(first.alive()).toBe(true);
  } finally {
    first.child.kill('SIGKILL');
    first.removeData();
  }
});
