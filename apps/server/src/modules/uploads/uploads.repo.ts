import { and, asc, eq, gt, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import type { UploadPurpose } from '@facet/contract';
import { files } from './uploads.table';

export type FileRow = typeof files.$inferSelect;

export const uploadsRepo = (db: DbOrTx) => ({
  async insert(row: typeof files.$inferInsert): Promise<FileRow> {
    const [inserted] = await db.insert(files).values(row).returning();
    return inserted!;
  },
  async byId(id: string): Promise<FileRow | undefined> {
    const [row] = await db.select().from(files).where(eq(files.id, id));
    return row;
  },
  async byIds(ids: string[]): Promise<FileRow[]> {
    if (ids.length === 0) return [];
    return db.select().from(files).where(inArray(files.id, ids));
  },
  async ownedIds(ownerId: number, ids: string[], purpose: UploadPurpose): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.ownerId, ownerId), eq(files.purpose, purpose), inArray(files.id, ids)));
    return rows.map((r) => r.id);
  },
  /** Bytes kept from this owner's uploads since `since`. */
  async bytesSince(ownerId: number, since: Date): Promise<number> {
    const [row] = await db
      .select({ bytes: sql<number>`coalesce(sum(${files.bytes}), 0)::float8` })
      .from(files)
      .where(and(eq(files.ownerId, ownerId), gt(files.createdAt, since)));
    return Number(row?.bytes ?? 0);
  },
  /** Files created before `before`, in id order after `after`, of any purpose but `kept`. */
  async sweepCandidates(
    before: Date,
    after: string | null,
    limit: number,
    kept: readonly UploadPurpose[],
  ): Promise<FileRow[]> {
    return db
      .select()
      .from(files)
      .where(
        and(
          lt(files.createdAt, before),
          notInArray(files.purpose, [...kept]),
          after === null ? undefined : gt(files.id, after),
        ),
      )
      .orderBy(asc(files.id))
      .limit(limit);
  },
  async deleteIds(ids: string[]): Promise<FileRow[]> {
    if (ids.length === 0) return [];
    return db.delete(files).where(inArray(files.id, ids)).returning();
  },
  async deleteOwned(ownerId: number, purpose: UploadPurpose): Promise<FileRow[]> {
    return db
      .delete(files)
      .where(and(eq(files.ownerId, ownerId), eq(files.purpose, purpose)))
      .returning();
  },
});
