import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { PUSH_DEVICES_MAX, type PushMessage, type PushTopic } from '@facet/contract';
import type { DbOrTx } from '../../platform/db';
import { pushDeliveries, pushServerKeys, pushSubscriptions } from './push.table';

/** A delivery taken for sending, with the device it goes to. */
export type ClaimedPush = {
  id: number;
  topic: PushTopic;
  notice_id: number | null;
  message: PushMessage | null;
  attempts: number;
  created_at: string | Date;
  subscription_id: number;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
};

/** `[1, 2]` as a PostgreSQL array literal, sent as one parameter (a JS array would expand). */
const arrayLiteral = (values: readonly (number | string)[]) => `{${values.join(',')}}`;

export const pushRepo = (db: DbOrTx) => ({
  /**
   * The device's subscription, made or taken over (the same browser, another buyer signed in),
   * with its keys and topics as sent now. A buyer's oldest devices beyond the limit go.
   */
  async subscribe(subscription: typeof pushSubscriptions.$inferInsert) {
    const [row] = await db
      .insert(pushSubscriptions)
      .values(subscription)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          userId: subscription.userId,
          p256dh: subscription.p256dh,
          auth: subscription.auth,
          topics: subscription.topics,
        },
      })
      .returning({ id: pushSubscriptions.id });
    await db.execute(sql`
      delete from ${pushSubscriptions} where user_id = ${subscription.userId} and id not in (
        select id from ${pushSubscriptions} where user_id = ${subscription.userId}
        order by id desc limit ${PUSH_DEVICES_MAX})`);
    return row!.id;
  },

  async unsubscribe(userId: number, endpoint: string) {
    await db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
  },

  /** Subscriptions the push service said are gone (404, 410): their deliveries go with them. */
  async drop(subscriptionIds: readonly number[]) {
    if (!subscriptionIds.length) return;
    await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, [...subscriptionIds]));
  },

  /**
   * A delivery for each device of each notice's buyer subscribed to its topic: written in the
   * transaction that took the notices from the notices' outbox.
   */
  async enqueueNotices(notices: readonly { id: number; userId: number; topic: PushTopic }[]) {
    if (!notices.length) return;
    await db.execute(sql`
      insert into ${pushDeliveries} (subscription_id, topic, notice_id)
      select s.id, n.topic, n.id
      from unnest(${arrayLiteral(notices.map((n) => n.id))}::integer[],
                  ${arrayLiteral(notices.map((n) => n.userId))}::integer[],
                  ${arrayLiteral(notices.map((n) => n.topic))}::text[]) as n(id, user_id, topic)
      join ${pushSubscriptions} s on s.user_id = n.user_id and n.topic = any(s.topics)`);
  },

  /** A message already written (a chat reply) for each of the buyer's devices on its topic. */
  async enqueueMessage(userId: number, message: PushMessage) {
    await db.execute(sql`
      insert into ${pushDeliveries} (subscription_id, topic, message)
      select id, ${message.Topic}, ${JSON.stringify(message)}::jsonb from ${pushSubscriptions}
      where user_id = ${userId} and ${message.Topic} = any(topics)`);
  },

  /**
   * Takes up to `limit` due deliveries (rows another worker has locked are skipped), counts
   * the attempt and leases them for `leaseSeconds`: a worker that dies mid-send leaves them
   * to be tried again when the lease is over.
   */
  async claimDue(limit: number, leaseSeconds: number) {
    const result = (await db.execute(sql`
      with due as (
        select id from ${pushDeliveries} where next_attempt_at <= now()
        order by next_attempt_at limit ${limit}
        for update skip locked
      )
      update ${pushDeliveries} d
      set attempts = d.attempts + 1, next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
      from due, ${pushSubscriptions} s
      where d.id = due.id and s.id = d.subscription_id
      returning d.id, d.topic, d.notice_id, d.message, d.attempts, d.created_at,
        d.subscription_id, s.user_id, s.endpoint, s.p256dh, s.auth`)) as unknown as {
      rows: ClaimedPush[];
    };
    return result.rows;
  },

  /** Deliveries the push service took, or that will never be taken: done with. */
  async remove(ids: readonly number[]) {
    if (!ids.length) return;
    await db.delete(pushDeliveries).where(inArray(pushDeliveries.id, [...ids]));
  },

  /** A failed attempt: tried again in `seconds`. */
  async retryIn(id: number, seconds: number) {
    await db
      .update(pushDeliveries)
      .set({ nextAttemptAt: sql`now() + make_interval(secs => ${seconds})` })
      .where(eq(pushDeliveries.id, id));
  },

  /** Deliveries older than `hours` (their TTL is over: the push service would drop them). */
  async expire(hours: number) {
    await db
      .delete(pushDeliveries)
      .where(lt(pushDeliveries.createdAt, sql`now() - make_interval(hours => ${hours})`));
  },

  async topicsOf(userId: number) {
    return db
      .select({ endpoint: pushSubscriptions.endpoint, topics: pushSubscriptions.topics })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(asc(pushSubscriptions.id));
  },

  /** The VAPID private key kept in the database: `candidate` if none was yet (first wins). */
  async serverKey(candidate: string): Promise<string> {
    await db.insert(pushServerKeys).values({ id: 1, privateKey: candidate }).onConflictDoNothing();
    const [row] = await db.select().from(pushServerKeys).where(eq(pushServerKeys.id, 1));
    return row!.privateKey;
  },
});
