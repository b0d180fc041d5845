import {
  feedHeaders,
  feedRecord,
  feedRow,
  type FeedColumnSet,
  type FeedStone,
  type StockFeedQuery,
} from '@facet/contract';
import type { AuthUser } from '../../platform/auth';
import { csvLines } from '../../platform/csv';
import type { GoodsService, FeedCursor } from '../catalogue/goods.service';

/** Stones read per database round while a feed streams: memory stays flat at any stock size. */
const FEED_BATCH = 2_000;
/**
 * How far back `AsOf` reaches: a change committed while the feed was being written may carry a
 * time just before the feed began, so the next `Since=AsOf` takes it (and may repeat a few).
 */
const AS_OF_OVERLAP_MS = 60_000;

export type FeedsService = ReturnType<typeof feedsService>;

/**
 * A buyer's stock feed (docs/integrations.md): every stone for sale, or with `Since` every
 * stone new, changed, sold or taken off since then, at the buyer's price, in RapNet's or IDEX's
 * columns, as CSV or JSON. Written as it is read — batches of 2,000 by a cursor, never the
 * whole stock in memory — so a million stones stream at the pace the client reads.
 */
export const feedsService = ({
  goods,
}: {
  goods: Pick<GoodsService, 'feedBatch' | 'pricedFor' | 'toWire' | 'forViewer'>;
}) => {
  /**
   * The stones in order, batch by batch, as the buyer is sent them. The next batch is asked for
   * before this one is written out, so the database works while the stones are formatted.
   */
  async function* stones(user: AuthUser, since: string | undefined): AsyncGenerator<FeedStone[]> {
    const batchAfter = (after: FeedCursor) => {
      const batch = goods.feedBatch(after, since, FEED_BATCH);
      // A client gone mid-feed leaves the batch asked for ahead unread: its failure is no one's.
      batch.catch(() => undefined);
      return batch;
    };
    let next = batchAfter({ id: 0, changedAt: null });
    for (;;) {
      const rows = await next;
      if (!rows.length) return;
      const last = rows.at(-1)!;
      const more = rows.length === FEED_BATCH;
      if (more) next = batchAfter({ id: last.id, changedAt: last.changedAt });
      const wire = goods.forViewer(goods.pricedFor(rows, user.tier).map((row) => goods.toWire(row)), user); // prettier-ignore
      yield rows.map((row, i) => ({
        goods: wire[i]!,
        available: row.listed,
        updatedAt: row.updatedAt.toISOString(),
      }));
      if (!more) return;
    }
  }

  return {
    /**
     * The feed's chunks, and `AsOf`: the `Since` of the next call for changes only (a little
     * before this one began, so nothing committed meanwhile is missed).
     */
    stock(user: AuthUser, query: StockFeedQuery) {
      const asOf = new Date(Date.now() - AS_OF_OVERLAP_MS).toISOString();
      const batches = stones(user, query.Since);
      const chunks =
        query.Format === 'csv' ? csvOf(query.Columns, batches) : jsonOf(query.Columns, batches, asOf); // prettier-ignore
      return { asOf, chunks };
    },
  };
};

/** CSV with a header row of the set's names; a byte-order mark, so spreadsheets read UTF-8. */
async function* csvOf(set: FeedColumnSet, batches: AsyncIterable<FeedStone[]>) {
  yield '\uFEFF' + csvLines([feedHeaders(set)]);
  for await (const stones of batches) yield csvLines(stones.map((stone) => feedRow(set, stone)));
}

/** The envelope, `Data` holding `AsOf` and the stones keyed by the set's names. */
async function* jsonOf(set: FeedColumnSet, batches: AsyncIterable<FeedStone[]>, asOf: string) {
  yield `{"Success":true,"Code":"OK","Message":"","Data":{"AsOf":${JSON.stringify(asOf)},"Stones":[`;
  let first = true;
  for await (const stones of batches) {
    if (!stones.length) continue;
    yield (
      (first ? '' : ',') + stones.map((stone) => JSON.stringify(feedRecord(set, stone))).join(',')
    );
    first = false;
  }
  yield ']}}';
}
