// The catalogue's SQL path, query shape by query shape: runs each shape through the goods
// repository on the bench database of `bench:search` (PostgreSQL, seeded with
// `npm run bench:search -- --only postgres --sizes 1000000`), records every statement it sends,
// and writes `EXPLAIN (ANALYZE, BUFFERS)` of each to bench/results/explain.md.
// The stock index answers the shop's queries; this path serves while the index loads, while
// PostgreSQL has just come back, and every Keyword query.
//   npm run bench:explain
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Logger } from 'drizzle-orm/logger';
import type { Category, GoodsFilter, SortSpec } from '@facet/contract';
import { goodsRepo } from '../apps/server/src/modules/catalogue/goods.repo';
import { catalogueCache } from '../apps/server/src/modules/catalogue/versioned-cache';
import type { Db } from '../apps/server/src/platform/db';
import { root } from './server';

const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
url.pathname = '/facet_bench_search';

type Shape = {
  name: string;
  why: string;
  categories: Category[];
  filter: Partial<GoodsFilter>;
  sort?: SortSpec;
  page: { PageIndex: number; PageSize: number };
};

const SHAPES: Shape[] = [
  {
    name: 'typical filter, sorted by price per carat',
    why: 'round 0.5–1 ct, D–H, VVS1–SI1, EX cut, GIA. A weight range with a price sort filters first: through the search index (category, shape, colour, clarity, weight as keys, cut and lab included), page and count in one scan',
    categories: ['natural-white'],
    filter: {
      Shape: ['round'],
      WeightMin: 0.5,
      WeightMax: 1,
      Color: ['D', 'E', 'F', 'G', 'H'],
      Clarity: ['VVS1', 'VVS2', 'VS1', 'VS2', 'SI1'],
      Cut: ['EX'],
      Lab: ['GIA'],
    },
    sort: { Field: 'PricePerCarat', Order: 'asc' },
    page: { PageIndex: 1, PageSize: 20 },
  },
  {
    name: 'weight window sorted by price',
    why: 'round 1–1.2 ct, F–G: the weight index (category, weight) narrows more than the search index here, page and count in one scan',
    categories: ['natural-white'],
    filter: { Shape: ['round'], WeightMin: 1, WeightMax: 1.2, Color: ['F', 'G'] },
    sort: { Field: 'Price', Order: 'asc' },
    page: { PageIndex: 1, PageSize: 20 },
  },
  {
    name: 'the whole category, newest first',
    why: 'the landing page: the category’s count — the planner prefers a parallel sequential scan to the partial index; kept while stock stands — then a walk of the newest-first index',
    categories: ['natural-white'],
    filter: {},
    sort: { Field: 'CreatedAt', Order: 'desc' },
    page: { PageIndex: 1, PageSize: 20 },
  },
  {
    name: 'deep page: round by price, page 200 of 50',
    why: 'the count through the search index; the scope’s size from the planner, to weigh walking against filtering; then a walk of the price index past 9,950 matches',
    categories: ['natural-white'],
    filter: { Shape: ['round'] },
    sort: { Field: 'Price', Order: 'asc' },
    page: { PageIndex: 200, PageSize: 50 },
  },
  {
    name: 'fancy: natural and lab pink, Intense or Vivid, by price',
    why: 'two categories at once; 5,150 matches: counted, then filtered first and sorted, since walking the price index would pass about twenty stones per match',
    categories: ['natural-fancy', 'lab-fancy'],
    filter: { FancyColor: ['pink'], Intensity: ['Fancy Intense', 'Fancy Vivid'] },
    sort: { Field: 'Price', Order: 'asc' },
    page: { PageIndex: 1, PageSize: 20 },
  },
  {
    name: 'keyword: a stock number prefix',
    why: 'always the database’s (the stock index leaves prefixes to B-trees): prefix ranges on the stock-number and certificate indexes; so few matches need no estimate',
    categories: ['natural-white'],
    filter: { Keyword: 'NW00123' },
    page: { PageIndex: 1, PageSize: 20 },
  },
];

const sent: { query: string; params: unknown[] }[] = [];
const logger: Logger = { logQuery: (query, params) => void sent.push({ query, params }) };

const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
const db = drizzle(pool, { logger }) as unknown as Db;
const repo = goodsRepo(db);
const [{ n }] = (await pool.query('select count(*)::int as n from goods')).rows as [{ n: number }];
if (n < 1000) throw new Error(`${url.pathname}: seed it first (npm run bench:search)`);
const { server_version } = (await pool.query('show server_version')).rows[0] as {
  server_version: string;
};

const lines = [
  '# The catalogue’s SQL path, explained',
  '',
  `\`npm run bench:explain\` on ${n.toLocaleString('en')} goods, PostgreSQL ${server_version}, ${new Date().toISOString()}.`,
  'Each shape runs once to warm the buffers, then once more recorded: every statement it sent, with `EXPLAIN (ANALYZE, BUFFERS)`. Counts of the whole scope are kept per catalogue version (docs/catalogue.md), so they appear only where a shape needs one.',
  '',
];
for (const shape of SHAPES) {
  const scope = { categories: shape.categories, market: 'listed' as const };
  await repo.queryGoods(scope, shape.filter, shape.sort, shape.page, catalogueCache());
  sent.length = 0;
  const started = performance.now();
  await repo.queryGoods(scope, shape.filter, shape.sort, shape.page, catalogueCache());
  const took = performance.now() - started;
  lines.push(
    `## ${shape.name}`,
    '',
    `${shape.why}. ${took.toFixed(1)} ms for the whole query.`,
    '',
  );
  for (const { query, params } of sent) {
    if (query.includes('catalogue_version')) continue;
    if (query.startsWith('explain')) {
      lines.push(
        'The scope’s size, estimated by the planner (no rows read):',
        '',
        '```sql',
        query,
        '```',
        '',
      );
      continue;
    }
    const plan = await pool.query(`explain (analyze, buffers) ${query}`, params);
    lines.push(
      '```sql',
      query.replace(/"goods"\./g, '').replace(/select .{200,}? from/s, 'select … from'),
      '```',
      '',
      '```',
      ...plan.rows.map((r: Record<string, string>) => r['QUERY PLAN'] ?? ''),
      '```',
      '',
    );
  }
}
await pool.end();
const out = path.join(root, 'bench/results/explain.md');
writeFileSync(out, lines.join('\n'));
console.log(`written ${path.relative(root, out)}`);
