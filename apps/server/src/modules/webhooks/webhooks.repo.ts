import { and, count, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { WebhookEvent } from '@facet/contract';
import type { DbOrTx } from '../../platform/db';
import { webhookDeliveries, webhooks } from './webhooks.table';

export type WebhookRow = typeof webhooks.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/**
 * Who an event is for: some buyers' endpoints, or every endpoint subscribed to it. The
 * wholesaler's own endpoints hear every event they subscribed to, whoever it is for.
 */
export type EventTarget = { userIds: number[] } | { all: true };

/**
 * Whose endpoints a call is about: one buyer's, or the wholesaler's (any admin's to keep).
 * `userId` is who is asking, written on an endpoint they add.
 */
export type WebhookOwner = { userId: number; wholeShop: boolean };

const ownedBy = (owner: WebhookOwner) =>
  owner.wholeShop
    ? eq(webhooks.wholeShop, true)
    : and(eq(webhooks.userId, owner.userId), eq(webhooks.wholeShop, false));

/**
 * The insert of one delivery per enabled endpoint of `target` subscribed to `event`, as a
 * statement: a caller writes it in its transaction, alone or as a CTE of its own statement.
 */
export function enqueueStatement(
  target: EventTarget,
  event: WebhookEvent,
  data: Record<string, unknown>,
): SQL {
  const where = and(
    eq(webhooks.enabled, true),
    sql`${event} = any(${webhooks.events})`,
    'all' in target
      ? undefined
      : or(inArray(webhooks.userId, target.userIds), eq(webhooks.wholeShop, true)),
  );
  return sql`insert into ${webhookDeliveries} (webhook_id, event, payload, msg_id)
    select ${webhooks.id}, ${event}, ${JSON.stringify(data)}::jsonb,
      'msg_' || replace(gen_random_uuid()::text, '-', '')
    from ${webhooks} where ${where}`;
}

/** A delivery taken to send, with its endpoint's address and secret. */
export type ClaimedDelivery = {
  id: number;
  webhook_id: number;
  event: WebhookEvent;
  payload: Record<string, unknown>;
  msg_id: string;
  attempts: number;
  created_at: string | Date;
  url: string;
  secret: string;
  user_id: number;
};

/**
 * The insert of one delivery per enabled endpoint subscribed to `event` of each buyer in
 * `news`, each with its own data: many buyers' events in one statement (a sweep's batch).
 */
export function enqueueEachStatement(
  event: WebhookEvent,
  news: { userId: number; data: Record<string, unknown> }[],
): SQL {
  return sql`insert into ${webhookDeliveries} (webhook_id, event, payload, msg_id)
    select w.id, ${event}, v.data, 'msg_' || replace(gen_random_uuid()::text, '-', '')
    from jsonb_to_recordset(${JSON.stringify(news)}::jsonb) as v("userId" int, data jsonb)
    join ${webhooks} w on w.user_id = v."userId" or w.whole_shop
    where w.enabled and ${event} = any(w.events)`;
}

export const webhooksRepo = (db: DbOrTx) => ({
  async countOf(owner: WebhookOwner): Promise<number> {
    const [row] = await db.select({ n: count() }).from(webhooks).where(ownedBy(owner));
    return row?.n ?? 0;
  },

  async own(owner: WebhookOwner, id: number): Promise<WebhookRow | undefined> {
    const [row] = await db
      .select()
      .from(webhooks)
      .where(and(eq(webhooks.id, id), ownedBy(owner)));
    return row;
  },

  async insert(row: typeof webhooks.$inferInsert): Promise<WebhookRow> {
    const [saved] = await db.insert(webhooks).values(row).returning();
    return saved!;
  },

  async update(id: number, patch: Partial<typeof webhooks.$inferInsert>) {
    await db.update(webhooks).set(patch).where(eq(webhooks.id, id));
  },

  async remove(owner: WebhookOwner, id: number): Promise<boolean> {
    const rows = await db
      .delete(webhooks)
      .where(and(eq(webhooks.id, id), ownedBy(owner)))
      .returning({ id: webhooks.id });
    return rows.length > 0;
  },

  /** The owner's endpoints, newest first, each with its latest delivery. */
  async listOf(owner: WebhookOwner) {
    const last = db
      .selectDistinctOn([webhookDeliveries.webhookId], {
        webhookId: webhookDeliveries.webhookId,
        at: webhookDeliveries.createdAt,
        status: webhookDeliveries.status,
        responseCode: webhookDeliveries.responseCode,
      })
      .from(webhookDeliveries)
      .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
      .where(ownedBy(owner))
      .orderBy(webhookDeliveries.webhookId, desc(webhookDeliveries.id))
      .as('last');
    return db
      .select({
        webhook: webhooks,
        lastAt: last.at,
        lastStatus: last.status,
        lastCode: last.responseCode,
      })
      .from(webhooks)
      .leftJoin(last, eq(last.webhookId, webhooks.id))
      .where(ownedBy(owner))
      .orderBy(desc(webhooks.id));
  },

  async deliveriesOf(webhookId: number, pageIndex: number, pageSize: number) {
    const where = eq(webhookDeliveries.webhookId, webhookId);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(webhookDeliveries)
        .where(where)
        .orderBy(desc(webhookDeliveries.id))
        .limit(pageSize)
        .offset((pageIndex - 1) * pageSize),
      db.select({ n: count() }).from(webhookDeliveries).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  /** Queues the owner's delivery for now, attempts kept; false when they have no such one. */
  async requeue(owner: WebhookOwner, deliveryId: number): Promise<boolean> {
    const rows = await db
      .update(webhookDeliveries)
      .set({ status: 'pending', nextAttemptAt: sql`now()` })
      .where(
        and(
          eq(webhookDeliveries.id, deliveryId),
          sql`${webhookDeliveries.webhookId} in (select ${webhooks.id} from ${webhooks} where ${ownedBy(owner)})`,
        ),
      )
      .returning({ id: webhookDeliveries.id });
    return rows.length > 0;
  },

  /**
   * Takes up to `limit` due deliveries of enabled endpoints (rows another worker has locked
   * are skipped), counts the attempt and leases them for `leaseSeconds`: a worker that dies
   * mid-send leaves them to be tried again when the lease is over.
   */
  async claimDue(limit: number, leaseSeconds: number) {
    const result = (await db.execute(sql`
      with due as (
        select d.id from ${webhookDeliveries} d
        join ${webhooks} w on w.id = d.webhook_id and w.enabled
        where d.status = 'pending' and d.next_attempt_at <= now()
        order by d.next_attempt_at
        limit ${limit}
        for update of d skip locked
      )
      update ${webhookDeliveries} d
      set attempts = d.attempts + 1, next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
      from due, ${webhooks} w
      where d.id = due.id and w.id = d.webhook_id
      returning d.id, d.webhook_id, d.event, d.payload, d.msg_id, d.attempts, d.created_at,
        w.url, w.secret, w.user_id`)) as unknown as { rows: ClaimedDelivery[] };
    return result.rows;
  },

  /** A failed attempt: tried again after `retryInMs`, or, with none, given up on. */
  async attemptFailed(id: number, responseCode: number | null, retryInMs: number | null) {
    await db
      .update(webhookDeliveries)
      .set(
        retryInMs === null
          ? { status: 'failed', responseCode }
          : {
              responseCode,
              nextAttemptAt: sql`now() + make_interval(secs => ${retryInMs / 1000})`,
            },
      )
      .where(eq(webhookDeliveries.id, id));
  },

  /** The endpoint answered: it is no longer failing. */
  /** Deliveries answered 2xx, each with its code, written in one statement. */
  async deliveredMany(answers: { id: number; responseCode: number }[]) {
    if (!answers.length) return;
    // Integers as array literals, one parameter each (an interpolated JS array is a list).
    const ids = `{${answers.map((a) => a.id).join(',')}}`;
    const codes = `{${answers.map((a) => a.responseCode).join(',')}}`;
    await db.execute(sql`
      update ${webhookDeliveries} d
      set status = 'delivered', response_code = a.code, delivered_at = now()
      from unnest(${ids}::integer[], ${codes}::smallint[]) as a(id, code)
      where d.id = a.id`);
  },

  /** Endpoints that answered: failing no more (only those marked failing are written). */
  async answered(webhookIds: number[]) {
    if (!webhookIds.length) return;
    await db
      .update(webhooks)
      .set({ failingSince: null })
      .where(and(inArray(webhooks.id, [...new Set(webhookIds)]), isNotNull(webhooks.failingSince)));
  },

  /**
   * The endpoint failed: failing from now if it was not already. Answers the endpoint when it
   * has now failed for `disableAfterMs` and was turned off by this very update.
   */
  async failed(webhookId: number, reason: string, disableAfterMs: number) {
    await db
      .update(webhooks)
      .set({ failingSince: sql`coalesce(${webhooks.failingSince}, now())` })
      .where(eq(webhooks.id, webhookId));
    const [disabled] = await db
      .update(webhooks)
      .set({ enabled: false, disabledReason: reason })
      .where(
        and(
          eq(webhooks.id, webhookId),
          eq(webhooks.enabled, true),
          sql`${webhooks.failingSince} <= now() - make_interval(secs => ${disableAfterMs / 1000})`,
        ),
      )
      .returning();
    return disabled;
  },
});
