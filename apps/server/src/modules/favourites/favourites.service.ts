import type {
  FavouriteListBody,
  FavouriteUpdateBody,
  FavouriteUpdated,
  GoodsPage,
} from '@facet/contract';
import type { AuthUser } from '../../platform/auth';
import type { Database, Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { HoldsService } from '../holds/holds.service';
import type { GoodsService } from '../catalogue/goods.service';
import { favouritesRepo } from './favourites.repo';

export type FavouritesService = ReturnType<typeof favouritesService>;

/**
 * A buyer's saved goods. The goods themselves are the inventory's: a favourite list is the
 * buyer's ids, newest first, with the goods as they are now — taken off the market or sold,
 * they stay, marked unavailable. Lists are hand-made (tens to hundreds of stones), so the
 * category filter and the paging run on the ids in memory.
 */
export const favouritesService = ({
  db,
  database,
  goods,
  holds,
}: {
  db: Db;
  /** A result page's hearts are read on the shop's reads' connections (db.ts). */
  database: Pick<Database, 'reads'>;
  goods: Pick<GoodsService, 'goodsByIds' | 'toWire' | 'pricedFor' | 'forViewer'>;
  holds: Pick<HoldsService, 'mark'>;
}) => {
  const repo = favouritesRepo(db);
  const pageReads = favouritesRepo(database.reads);
  return {
    /** Which of these goods the buyer saved: the hearts on a result page. */
    collectedAmong: (userId: number, goodsIds: number[]) =>
      pageReads.collectedAmong(userId, goodsIds),

    /** How many stones a buyer keeps (the back office's buyer page). */
    countOf: (userId: number) => repo.countOf(userId),

    async update(user: AuthUser, body: FavouriteUpdateBody): Promise<FavouriteUpdated> {
      const [row] = await goods.goodsByIds([body.GoodsId]);
      if (!row) throw new AppError('NOT_FOUND');
      if (body.Collect) await repo.add(user.id, row.id);
      else await repo.remove(user.id, row.id);
      return { GoodsId: row.id, IsCollected: body.Collect };
    },

    async list(user: AuthUser, body: FavouriteListBody): Promise<GoodsPage> {
      const ids = await repo.idsOf(user.id);
      const byId = new Map((await goods.goodsByIds(ids)).map((row) => [row.id, row]));
      const rows = ids
        .map((id) => byId.get(id))
        .filter((row) => row !== undefined)
        .filter((row) => !body.Category || row.category === body.Category);
      const start = (body.PageIndex - 1) * body.PageSize;
      return {
        List: goods.forViewer(
          await holds.mark(
            user.id,
            goods
              .pricedFor(rows.slice(start, start + body.PageSize), user.tier)
              .map((row) => goods.toWire(row, true)),
          ),
          user,
        ),
        Total: rows.length,
        PageIndex: body.PageIndex,
        PageSize: body.PageSize,
      };
    },
  };
};
