import { and, eq, inArray } from 'drizzle-orm';
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
  async deleteOwned(ownerId: number, purpose: UploadPurpose): Promise<FileRow[]> {
    return db
      .delete(files)
      .where(and(eq(files.ownerId, ownerId), eq(files.purpose, purpose)))
      .returning();
  },
});
