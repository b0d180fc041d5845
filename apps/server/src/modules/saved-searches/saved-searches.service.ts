import {
  houseFilterOf,
  SAVED_SEARCH_NEW_MAX,
  SAVED_SEARCHES_MAX,
  tierBpOver,
  type Locale,
  type SavedSearch,
  type SavedSearchSaveBody,
} from '@facet/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import { refusePriceQuestions, type AuthUser } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { GoodsService } from '../catalogue/goods.service';
import { categoriesOf, nameOf } from './saved-searches.rules';
import { savedSearches } from './saved-searches.table';

type Row = typeof savedSearches.$inferSelect;

export type SavedSearchesService = ReturnType<typeof savedSearchesService>;

/**
 * Saved searches (docs/api.md): a buyer keeps the filters of a category's query under
 * a name, opens them again, and sees how many matching stones came since the last look.
 */
export const savedSearchesService = ({
  db,
  goods,
}: {
  db: Db;
  goods: Pick<GoodsService, 'matchingIds' | 'newestId'>;
}) => {
  /** The buyer's own saved search, or 404 — another buyer's is not there for them. */
  async function own(user: AuthUser, id: number): Promise<Row> {
    const [row] = await db
      .select()
      .from(savedSearches)
      .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, user.id)));
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /**
   * Matching stones on sale newer than the last look: the newest page, counted above the mark.
   * A price filter is read at the buyer's tier, as the list the search opens reads it.
   */
  async function newCount(user: AuthUser, row: Row): Promise<number> {
    const { Sort: _sort, Origin, ...saved } = row.filters;
    // A price range saved before prices were hidden (BUYER_APPROVAL=browse) is left out: the
    // count would answer the question the buyer may not ask.
    const { PriceMin: _min, PriceMax: _max, ...rest } = saved;
    const filter: typeof saved = user.pricesHidden ? rest : saved;
    const categories = categoriesOf(row.category, Origin);
    const ids = await goods.matchingIds(
      { categories, market: 'listed' },
      houseFilterOf(filter, tierBpOver(categories, user.tier)),
      { Field: 'CreatedAt', Order: 'desc' },
      { PageIndex: 1, PageSize: SAVED_SEARCH_NEW_MAX + 1 },
    );
    return ids.filter((id) => id > row.seenGoodsId).length;
  }

  const toWire = async (user: AuthUser, row: Row, locale: Locale): Promise<SavedSearch> => ({
    Id: row.id,
    Name: nameOf(row, locale),
    Named: row.name !== '',
    Category: row.category,
    Filters: row.filters,
    Alert: row.alert,
    NewCount: await newCount(user, row),
  });

  return {
    /** Saves in the buyer's language of the moment: the search's alerts are written in it. */
    async save(user: AuthUser, body: SavedSearchSaveBody, locale: Locale): Promise<{ Id: number }> {
      refusePriceQuestions(user, body.Filters, body.Filters.Sort);
      const values = {
        name: body.Name,
        category: body.Category,
        filters: body.Filters,
        alert: body.Alert,
        locale,
        updatedAt: new Date(),
        // A digest in waiting goes with the daily alert that gathered it.
        ...(body.Alert === 'daily' ? {} : { digestNew: 0, digestDrops: 0, digestSince: null }),
      };
      if (body.Id !== undefined) {
        await own(user, body.Id);
        await db.update(savedSearches).set(values).where(eq(savedSearches.id, body.Id));
        return { Id: body.Id };
      }
      const [{ n } = { n: 0 }] = await db
        .select({ n: count() })
        .from(savedSearches)
        .where(eq(savedSearches.userId, user.id));
      if (n >= SAVED_SEARCHES_MAX) throw new AppError('SAVED_SEARCHES_FULL');
      // A new search starts seen: "new" means new after it was saved.
      const [row] = await db
        .insert(savedSearches)
        .values({ ...values, userId: user.id, seenGoodsId: await goods.newestId() })
        .returning({ id: savedSearches.id });
      return { Id: row!.id };
    },

    async list(user: AuthUser, locale: Locale): Promise<SavedSearch[]> {
      const rows = await db
        .select()
        .from(savedSearches)
        .where(eq(savedSearches.userId, user.id))
        .orderBy(desc(savedSearches.id));
      return Promise.all(rows.map((row) => toWire(user, row, locale)));
    },

    /** Opening a search marks what is there now as seen. */
    async open(user: AuthUser, id: number, locale: Locale): Promise<SavedSearch> {
      const row = await own(user, id);
      const [seen] = await db
        .update(savedSearches)
        .set({ seenGoodsId: await goods.newestId() })
        .where(eq(savedSearches.id, row.id))
        .returning();
      return toWire(user, seen!, locale);
    },

    async remove(user: AuthUser, id: number): Promise<Record<string, never>> {
      await own(user, id);
      await db.delete(savedSearches).where(eq(savedSearches.id, id));
      return {};
    },
  };
};
