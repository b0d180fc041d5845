import { and, asc, getTableColumns, sql } from 'drizzle-orm';
import { prepared, type DbOrTx } from '../../platform/db';
import { goods } from '../inventory/inventory.table';
import { goodsRowOf } from './goods.repo';
import type { GoodsRow } from './goods.wire';

/** Where a stock feed has got to: the last stone sent, and (for changes) its change's time. */
export type FeedCursor = { id: number; changedAt: string | null };

const changedAt = sql`${goods.updatedAt}::text`.as('changed_at');

/** A stock feed's stones for sale after a stone, by id. */
const feedForSaleStatement = prepared((db) =>
  db
    .select({ ...getTableColumns(goods), changedAt })
    .from(goods)
    .where(and(sql`${goods.listed}`, sql`${goods.id} > ${sql.placeholder('afterId')}`))
    .orderBy(asc(goods.id))
    .limit(sql.placeholder('limit'))
    .prepare('feed_for_sale'),
);

/** A stock feed's stones changed since a moment, after a change, by its time and id. */
const feedChangesStatement = prepared((db) =>
  db
    .select({ ...getTableColumns(goods), changedAt })
    .from(goods)
    .where(
      and(
        sql`${goods.updatedAt} > ${sql.placeholder('since')}::timestamptz`,
        sql`(${goods.updatedAt}, ${goods.id}) > (${sql.placeholder('afterAt')}::timestamptz, ${sql.placeholder('afterId')}::integer)`,
      ),
    )
    .orderBy(asc(goods.updatedAt), asc(goods.id))
    .limit(sql.placeholder('limit'))
    .prepare('feed_changes'),
);

type FeedRow = GoodsRow & { changedAt: string };
type FeedStatement = { execute(values: Record<string, unknown>): Promise<unknown[]> };

/**
 * A feed batch through the prepared statement's raw answer and the generated decoder when the
 * driver has one (as `rowsByIds`): the query builder's mapping would double a million-stone
 * feed's database time.
 */
async function feedRows(
  statement: FeedStatement,
  values: Record<string, unknown>,
): Promise<FeedRow[]> {
  const raw = statement as FeedStatement & {
    all?: (values: Record<string, unknown>) => Promise<Record<string, unknown>[]>;
  };
  if (typeof raw.all !== 'function') return (await statement.execute(values)) as FeedRow[];
  const rows = await raw.all(values);
  return rows.map((row) => Object.assign(goodsRowOf(row), { changedAt: row.changed_at as string }));
}

/**
 * One batch of a stock feed after `after`: what is for sale by id, or (`since`) every stone
 * changed since then by its last change and id. The cursor's time is the database's own text
 * (to the microsecond): an import changes thousands of stones at one instant.
 */
export function feedBatch(
  db: DbOrTx,
  after: FeedCursor,
  since: string | undefined,
  limit: number,
): Promise<FeedRow[]> {
  return since === undefined
    ? feedRows(feedForSaleStatement(db), { afterId: after.id, limit })
    : feedRows(feedChangesStatement(db), {
        since,
        afterAt: after.changedAt ?? since,
        afterId: after.id,
        limit,
      });
}
