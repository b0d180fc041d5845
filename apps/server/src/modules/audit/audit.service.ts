import {
  EASTERN_TIME_ZONE,
  type AuditKind,
  type AuditListBody,
  type AuditPage,
} from '@facet/contract';
import { and, count, desc, eq, like, sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth';
import type { Db, DbOrTx } from '../../platform/db';
import type { AccountsService } from '../accounts/accounts.service';
import { auditLog } from './audit.table';

/** One staff action: who, what kind, on what, and the state before and after. */
export type AuditEntryInput = {
  actor: Pick<AuthUser, 'id'> | null;
  kind: AuditKind;
  targetType: 'buyer' | 'tier' | 'staff' | 'order' | 'goods' | 'notice' | 'currency' | 'hold' | 'offer' | 'memo' | 'return' | 'prices' | 'contact' | 'store' | 'feedback'; // prettier-ignore
  targetId: string | number;
  before?: unknown;
  after?: unknown;
};

export type AuditService = ReturnType<typeof auditService>;

/** Midnight starting an Eastern Time day, as a timestamp the `at` index can range over. */
const easternMidnight = (day: string) =>
  sql`(${day}::date)::timestamp at time zone ${EASTERN_TIME_ZONE}`;

/**
 * The audit trail. Entries are written in the transaction of the change they record, so a
 * change and its entry land together or not at all; nothing here edits or deletes one.
 */
export const auditService = ({
  db,
  accounts,
}: {
  db: Db;
  accounts: Pick<AccountsService, 'people'>;
}) => ({
  async record(tx: DbOrTx, entry: AuditEntryInput): Promise<void> {
    await tx.insert(auditLog).values({
      actorId: entry.actor?.id ?? null,
      kind: entry.kind,
      targetType: entry.targetType,
      targetId: String(entry.targetId),
      before: entry.before ?? null,
      after: entry.after ?? null,
    });
  },

  async list(body: AuditListBody): Promise<AuditPage> {
    const where: SQL[] = [];
    if (body.Actor) where.push(eq(auditLog.actorId, body.Actor));
    if (body.Kind) {
      // "order" is every order kind; "order.confirm" just that one.
      const family = !body.Kind.includes('.');
      where.push(family ? like(auditLog.kind, `${body.Kind}.%`) : eq(auditLog.kind, body.Kind));
    }
    if (body.TargetType) where.push(eq(auditLog.targetType, body.TargetType));
    if (body.TargetId) where.push(eq(auditLog.targetId, body.TargetId));
    if (body.From) where.push(sql`${auditLog.at} >= ${easternMidnight(body.From)}`);
    if (body.To) where.push(sql`${auditLog.at} < ${easternMidnight(body.To)} + interval '1 day'`);
    const filter = where.length ? and(...where) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(auditLog)
        .where(filter)
        .orderBy(desc(auditLog.id))
        .limit(body.PageSize)
        .offset((body.PageIndex - 1) * body.PageSize),
      db.select({ n: count() }).from(auditLog).where(filter),
    ]);
    const isPerson = (row: (typeof rows)[number]) =>
      row.targetType === 'buyer' || row.targetType === 'staff';
    const people = await accounts.people(
      rows.flatMap((row) => [
        ...(row.actorId ? [row.actorId] : []),
        ...(isPerson(row) ? [Number(row.targetId)] : []),
      ]),
    );
    return {
      List: rows.map((row) => ({
        Id: row.id,
        At: row.at.toISOString(),
        ActorId: row.actorId,
        ActorName: row.actorId ? (people.get(row.actorId)?.name ?? '') : '',
        Kind: row.kind,
        TargetType: row.targetType,
        TargetId: row.targetId,
        TargetName: isPerson(row) ? (people.get(Number(row.targetId))?.name ?? '') : '',
        Before: row.before,
        After: row.after,
      })),
      Total: total?.n ?? 0,
      PageIndex: body.PageIndex,
      PageSize: body.PageSize,
    };
  },
});
