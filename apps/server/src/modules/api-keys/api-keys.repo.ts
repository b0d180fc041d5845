import { and, count, desc, eq, isNull, max, sql } from 'drizzle-orm';
import { prepared, type DbOrTx } from '../../platform/db';
import { apiKeys, apiKeyUses } from './api-keys.table';

export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type ApiKeyUseRow = typeof apiKeyUses.$inferSelect & { keyName: string };

/** A live key by its hash: every call made with a key reads it. */
const liveKeyStatement = prepared((db) =>
  db
    .select({ keyId: apiKeys.id, userId: apiKeys.userId, scopes: apiKeys.scopes })
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, sql.placeholder('keyHash')), isNull(apiKeys.revokedAt)))
    .prepare('live_api_key'),
);

export const apiKeysRepo = (db: DbOrTx) => ({
  async liveKey(keyHash: string) {
    const [row] = await liveKeyStatement(db).execute({ keyHash });
    return row;
  },

  async countLive(userId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
    return row?.n ?? 0;
  },

  async insert(key: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
    const [row] = await db.insert(apiKeys).values(key).returning();
    return row!;
  },

  /** The buyer's keys, live first then newest, each with its last use and its month's calls. */
  async listOf(userId: number) {
    const uses = db
      .select({
        keyId: apiKeyUses.keyId,
        lastUsedAt: max(apiKeyUses.at).as('last_used_at'),
        recent: sql<number>`count(*) filter (where ${apiKeyUses.at} > now() - interval '30 days')::int`.as('recent'),
      })
      .from(apiKeyUses)
      .where(eq(apiKeyUses.userId, userId))
      .groupBy(apiKeyUses.keyId)
      .as('uses'); // prettier-ignore
    return db
      .select({ key: apiKeys, lastUsedAt: uses.lastUsedAt, recent: uses.recent })
      .from(apiKeys)
      .leftJoin(uses, eq(uses.keyId, apiKeys.id))
      .where(eq(apiKeys.userId, userId))
      .orderBy(sql`${apiKeys.revokedAt} is not null`, desc(apiKeys.id));
  },

  /** Revokes the buyer's key; false when they have no such key. Revoking twice is harmless. */
  async revoke(userId: number, id: number): Promise<boolean> {
    const rows = await db
      .update(apiKeys)
      .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())` })
      .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)))
      .returning({ id: apiKeys.id });
    return rows.length > 0;
  },

  async ownsKey(userId: number, id: number): Promise<boolean> {
    const [row] = await db
      .select({ id: apiKeys.id })
      .from(apiKeys)
      .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)));
    return row !== undefined;
  },

  async recordUse(use: typeof apiKeyUses.$inferInsert) {
    await db.insert(apiKeyUses).values(use);
  },

  /** One page of the calls the buyer's keys (or one key) made, newest first. */
  async usesOf(filter: { userId: number; keyId?: number; pageIndex: number; pageSize: number }) {
    const where = and(
      eq(apiKeyUses.userId, filter.userId),
      filter.keyId === undefined ? undefined : eq(apiKeyUses.keyId, filter.keyId),
    );
    const [rows, [total]] = await Promise.all([
      db
        .select({ use: apiKeyUses, keyName: apiKeys.name })
        .from(apiKeyUses)
        .innerJoin(apiKeys, eq(apiKeys.id, apiKeyUses.keyId))
        .where(where)
        .orderBy(desc(apiKeyUses.at), desc(apiKeyUses.id))
        .limit(filter.pageSize)
        .offset((filter.pageIndex - 1) * filter.pageSize),
      db.select({ n: count() }).from(apiKeyUses).where(where),
    ]);
    return {
      rows: rows.map((r): ApiKeyUseRow => ({ ...r.use, keyName: r.keyName })),
      total: total?.n ?? 0,
    };
  },
});
