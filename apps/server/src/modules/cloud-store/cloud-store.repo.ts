import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { CloudOrderStatus } from '@facet/contract';
import { containsPattern, type DbOrTx } from '../../platform/db';
import { stores, storeEnquiries, storeEnquiryLines } from './cloud-store.table';

export type StoreRow = typeof stores.$inferSelect;
export type NewStore = typeof stores.$inferInsert;
export type EnquiryRow = typeof storeEnquiries.$inferSelect;
export type EnquiryLineRow = typeof storeEnquiryLines.$inferSelect;
type Page = { PageIndex: number; PageSize: number };

/** The Cloud Store's queries: stores, their enquiries and the enquiries' stones. */
export const cloudStoreRepo = (db: DbOrTx) => ({
  /** Which of these uploads is a store's logo. */
  async filesReferenced(ids: string[]): Promise<string[]> {
    const rows = await db
      .select({ id: stores.logoFileId })
      .from(stores)
      .where(inArray(stores.logoFileId, ids));
    return rows.flatMap((row) => (row.id ? [row.id] : []));
  },

  async storeOf(userId: number): Promise<StoreRow | undefined> {
    const [row] = await db.select().from(stores).where(eq(stores.userId, userId));
    return row;
  },

  async storeBySlug(slug: string): Promise<StoreRow | undefined> {
    const [row] = await db.select().from(stores).where(eq(stores.slug, slug));
    return row;
  },

  async storeById(id: number): Promise<StoreRow | undefined> {
    const [row] = await db.select().from(stores).where(eq(stores.id, id));
    return row;
  },

  /** Creates the buyer's store or replaces its settings (one store per buyer). */
  async upsert(values: NewStore): Promise<StoreRow> {
    const { userId: _user, feedNonce: _nonce, ...settings } = values;
    const [row] = await db
      .insert(stores)
      .values(values)
      .onConflictDoUpdate({ target: stores.userId, set: { ...settings, updatedAt: new Date() } })
      .returning();
    return row!;
  },

  async update(id: number, patch: Partial<NewStore>): Promise<StoreRow> {
    const [row] = await db
      .update(stores)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(stores.id, id))
      .returning();
    return row!;
  },

  /** Every store, newest first, narrowed by link, name or owner. */
  async list(page: Page, keyword: string | undefined, ownerIds: number[]) {
    const match: SQL | undefined = keyword
      ? or(
          ilike(stores.slug, containsPattern(keyword)),
          ilike(stores.name, containsPattern(keyword)),
          ownerIds.length ? inArray(stores.userId, ownerIds) : undefined,
        )
      : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(stores)
        .where(match)
        .orderBy(desc(stores.id))
        .limit(page.PageSize)
        .offset((page.PageIndex - 1) * page.PageSize),
      db.select({ n: count() }).from(stores).where(match),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  /** Per store, its enquiries and how many of them are new. */
  async enquiryCounts(storeIds: number[]) {
    if (!storeIds.length) return new Map<number, { all: number; fresh: number }>();
    const rows = await db
      .select({
        storeId: storeEnquiries.storeId,
        all: count(),
        fresh: sql<number>`count(*) filter (where ${storeEnquiries.status} = 'New')::int`,
      })
      .from(storeEnquiries)
      .where(inArray(storeEnquiries.storeId, storeIds))
      .groupBy(storeEnquiries.storeId);
    return new Map(rows.map((r) => [r.storeId, { all: r.all, fresh: r.fresh }]));
  },

  /** One page of a store's enquiries, newest first, and the count of each status. */
  async enquiries(storeId: number, page: Page, status?: CloudOrderStatus) {
    const where = and(
      eq(storeEnquiries.storeId, storeId),
      status ? eq(storeEnquiries.status, status) : undefined,
    );
    const [rows, counts] = await Promise.all([
      db
        .select()
        .from(storeEnquiries)
        .where(where)
        .orderBy(desc(storeEnquiries.id))
        .limit(page.PageSize)
        .offset((page.PageIndex - 1) * page.PageSize),
      db
        .select({ status: storeEnquiries.status, n: count() })
        .from(storeEnquiries)
        .where(eq(storeEnquiries.storeId, storeId))
        .groupBy(storeEnquiries.status),
    ]);
    return { rows, counts: new Map(counts.map((c) => [c.status, c.n])) };
  },

  async enquiryOf(storeId: number, id: number): Promise<EnquiryRow | undefined> {
    const [row] = await db
      .select()
      .from(storeEnquiries)
      .where(and(eq(storeEnquiries.id, id), eq(storeEnquiries.storeId, storeId)));
    return row;
  },

  async linesOf(enquiryIds: number[]): Promise<EnquiryLineRow[]> {
    if (!enquiryIds.length) return [];
    return db
      .select()
      .from(storeEnquiryLines)
      .where(inArray(storeEnquiryLines.enquiryId, enquiryIds))
      .orderBy(storeEnquiryLines.id);
  },

  async nextEnquiryNumber(): Promise<number> {
    const result = (await db.execute(
      sql`select nextval('store_enquiry_no_seq')::int as n`,
    )) as unknown as { rows: { n: number }[] };
    return result.rows[0]!.n;
  },

  async insertEnquiry(
    enquiry: typeof storeEnquiries.$inferInsert,
    lines: Omit<typeof storeEnquiryLines.$inferInsert, 'enquiryId'>[],
  ): Promise<EnquiryRow> {
    const [row] = await db.insert(storeEnquiries).values(enquiry).returning();
    await db.insert(storeEnquiryLines).values(lines.map((l) => ({ ...l, enquiryId: row!.id })));
    return row!;
  },

  async updateEnquiry(id: number, patch: Partial<typeof storeEnquiries.$inferInsert>) {
    const [row] = await db
      .update(storeEnquiries)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(storeEnquiries.id, id))
      .returning();
    return row!;
  },

  /** A cancelled account's store goes, and its customers' enquiries with it. */
  async removeStoreOf(userId: number) {
    await db.delete(stores).where(eq(stores.userId, userId));
  },
});
