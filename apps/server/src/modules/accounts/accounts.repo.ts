import {
  and,
  desc,
  eq,
  getTableColumns,
  gt,
  ilike,
  inArray,
  isNull,
  lt,
  ne,
  or,
  sql,
} from 'drizzle-orm';
import { anyOf, type DbOrTx, prepared, textArray } from '../../platform/db';
import type { CodePurpose, Locale, PriceTier } from '@facet/contract';
import { emailCodes, sessions, users } from './accounts.table';
import { priceTiers } from '../tiers/tiers.table';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export const accountsRepo = (db: DbOrTx) => ({
  /** Accounts by id, cancelled ones included (their orders and messages stay). */
  async usersByIds(ids: number[]): Promise<UserRow[]> {
    if (!ids.length) return [];
    return db.select().from(users).where(inArray(users.id, ids));
  },

  /** Ids of accounts whose nickname or email matches the LIKE pattern, at most `limit`. */
  async idsMatching(
    pattern: string,
    limit: number,
    fields: 'email' | 'email-or-nickname',
  ): Promise<number[]> {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(
        fields === 'email'
          ? ilike(users.email, pattern)
          : or(ilike(users.nickName, pattern), ilike(users.email, pattern)),
      )
      .limit(limit);
    return rows.map((r) => r.id);
  },

  /** The price tiers of these accounts (those in one): what their prices are read at. */
  async tiersOf(ids: number[]): Promise<Map<number, PriceTier>> {
    if (!ids.length) return new Map();
    const rows = await db
      .select({ id: users.id, percentBp: priceTiers.percentBp, category: priceTiers.category })
      .from(users)
      .innerJoin(priceTiers, eq(priceTiers.id, users.tierId))
      .where(inArray(users.id, ids));
    return new Map(rows.map((r) => [r.id, { percentBp: r.percentBp, category: r.category }]));
  },

  /** The names of these buyers' price tiers, for those who have one. */
  async tierNamesOf(ids: number[]): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    const rows = await db
      .select({ id: users.id, name: priceTiers.name })
      .from(users)
      .innerJoin(priceTiers, eq(priceTiers.id, users.tierId))
      .where(inArray(users.id, ids));
    return new Map(rows.map((r) => [r.id, r.name]));
  },

  async userByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.email, email));
    return row;
  },

  async userById(id: number): Promise<UserRow | undefined> {
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(users.id, id), isNull(users.cancelledAt)));
    return row;
  },

  async userByInviteCode(inviteCode: string): Promise<UserRow | undefined> {
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(users.inviteCode, inviteCode), isNull(users.cancelledAt)));
    return row;
  },

  async insertUser(row: NewUser): Promise<UserRow> {
    const [inserted] = await db.insert(users).values(row).returning();
    return inserted!;
  },

  /** Only the language: nothing the buyer changed about themselves, so `updatedAt` stays. */
  async setLocale(id: number, locale: Locale) {
    await db
      .update(users)
      .set({ locale })
      .where(and(eq(users.id, id), ne(users.locale, locale)));
  },

  async updateUser(id: number, patch: Partial<NewUser>): Promise<UserRow> {
    const [updated] = await db
      .update(users)
      .set({ ...patch, updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning();
    return updated!;
  },

  async insertSession(row: typeof sessions.$inferInsert) {
    const [inserted] = await db.insert(sessions).values(row).returning();
    return inserted!;
  },

  /**
   * The live sessions behind these token hashes, with their users, by token hash; nothing for
   * revoked or expired ones.
   */
  async liveSessions(tokenHashes: string[]) {
    const rows = await liveSessionsStatement(db).execute({ tokenHashes });
    return new Map(rows.map(({ tokenHash, ...session }) => [tokenHash, session]));
  },

  async liveCaller(userId: number) {
    const [row] = await liveCallerStatement(db).execute({ userId });
    return row;
  },

  /**
   * The accounts behind these sessions, by session id, for those that are neither revoked nor
   * expired and whose account is still active: chat sockets', which ask as they open and before
   * every message.
   */
  async livePeople(sessionIds: number[]) {
    const rows = await livePeopleStatement(db).execute({ sessionIds });
    return new Map(rows.map(({ sessionId, ...user }) => [sessionId, user]));
  },

  /**
   * Enabled admins other than `userId`, with every staff row locked in id order (as
   * staff.service's role changes lock them), so two admins leaving at once cannot both go.
   */
  async otherActiveAdmins(userId: number) {
    const staff = await db
      .select({
        id: users.id,
        role: users.role,
        disabledAt: users.disabledAt,
        cancelledAt: users.cancelledAt,
      }) // prettier-ignore
      .from(users)
      .where(inArray(users.role, ['clerk', 'admin']))
      .orderBy(users.id)
      .for('update');
    return staff.filter(
      (row) => row.id !== userId && row.role === 'admin' && !row.disabledAt && !row.cancelledAt,
    ).length;
  },

  /** Which of these uploads a profile or a verification still points at. */
  async filesReferenced(refs: { id: string; path: string }[]): Promise<string[]> {
    const ids = refs.map((ref) => ref.id);
    const [avatars, documents] = await Promise.all([
      db.select({ path: users.headPortrait }).from(users).where(inArray(users.headPortrait, refs.map((ref) => ref.path))), // prettier-ignore
      db.select({ ids: users.verificationDocuments }).from(users).where(sql`${users.verificationDocuments} ?| ${textArray(ids)}`), // prettier-ignore
    ]);
    const avatarPaths = new Set(avatars.map((row) => row.path));
    return [
      ...refs.filter((ref) => avatarPaths.has(ref.path)).map((ref) => ref.id),
      ...documents.flatMap((row) => row.ids),
    ];
  },

  async revokeSession(sessionId: number) {
    await db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  },

  async revokeUserSessions(userId: number) {
    await db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  },

  async insertCode(row: typeof emailCodes.$inferInsert) {
    await db.insert(emailCodes).values(row);
  },

  /** Only the newest code of an address and purpose counts: asking again replaces the old one. */
  async latestCode(email: string, purpose: CodePurpose) {
    const [row] = await db
      .select()
      .from(emailCodes)
      .where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose)))
      .orderBy(desc(emailCodes.createdAt), desc(emailCodes.id))
      .limit(1);
    return row;
  },

  /**
   * Takes one of a code's tries, in one statement: false once they are used up. Taken before
   * the code is compared, so guesses sent at once cannot share a try (race-free on PostgreSQL).
   */
  async claimCodeTry(id: number, maxTries: number): Promise<boolean> {
    const claimed = await db
      .update(emailCodes)
      .set({ wrongAttempts: sql`${emailCodes.wrongAttempts} + 1` })
      .where(and(eq(emailCodes.id, id), lt(emailCodes.wrongAttempts, maxTries)))
      .returning({ id: emailCodes.id });
    return claimed.length === 1;
  },

  /** Marks a code used; false when a concurrent request used it first. */
  async useCode(id: number): Promise<boolean> {
    const used = await db
      .update(emailCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(emailCodes.id, id), isNull(emailCodes.usedAt)))
      .returning({ id: emailCodes.id });
    return used.length === 1;
  },
});

/**
 * What every call needs to know of its caller, read with the credential in one query: who,
 * their role, their tier, whether they may see prices.
 */
const callerColumns = {
  userId: users.id,
  role: users.role,
  verification: users.verification,
  nickName: users.nickName,
  surname: users.surname,
  name: users.name,
  email: users.email,
  locale: users.locale,
  tierPercentBp: priceTiers.percentBp,
  tierCategory: priceTiers.category,
};
/** A caller as `callerColumns` reads them. */
export type CallerRow = Omit<
  NonNullable<ReturnType<Awaited<ReturnType<AccountsRepo['liveSessions']>>['get']>>,
  'sessionId'
>;

/**
 * A session that is neither revoked nor expired, of an account neither cancelled nor disabled:
 * disabling an account ends its sessions at once, every token refused from then on.
 */
const sessionLives = () => [
  isNull(sessions.revokedAt),
  gt(sessions.expiresAt, sql`now()`),
  isNull(users.cancelledAt),
  isNull(users.disabledAt),
];

const liveSessionsStatement = prepared((db) =>
  db
    .select({ tokenHash: sessions.tokenHash, sessionId: sessions.id, ...callerColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(priceTiers, eq(priceTiers.id, users.tierId))
    .where(and(anyOf(sessions.tokenHash, 'tokenHashes', 'text'), ...sessionLives()))
    .prepare('live_sessions'),
);

// Asked by every chat socket that (re)connects and before every message it sends; the sockets
// that ask together (thousands when an instance fails over) share one statement.
const livePeopleStatement = prepared((db) =>
  db
    .select({ sessionId: sessions.id, ...getTableColumns(users) })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(anyOf(sessions.id, 'sessionIds'), ...sessionLives()))
    .prepare('live_people'),
);

/** An active account as a caller (an API key's buyer). */
const liveCallerStatement = prepared((db) =>
  db
    .select(callerColumns)
    .from(users)
    .leftJoin(priceTiers, eq(priceTiers.id, users.tierId))
    .where(
      and(
        eq(users.id, sql.placeholder('userId')),
        isNull(users.cancelledAt),
        isNull(users.disabledAt),
      ),
    )
    .prepare('live_caller'),
);

export type AccountsRepo = ReturnType<typeof accountsRepo>;
