import type {
  MessageKey,
  PushKey,
  PushMessage,
  PushSubscribeBody,
  PushTopic,
} from '@facet/contract';
import { translate } from '@facet/contract';
import type { AuthUser } from '../../platform/auth';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { addressProblem, postOutside } from '../../platform/outbound';
import { repeatEvery, type SweepReport } from '../../platform/repeat';
import type { AccountsService } from '../accounts/accounts.service';
import type { NoticesService } from '../notices/notices.service';
import { pushRepo, type ClaimedPush } from './push.repo';
import {
  encryptFor,
  newVapidPrivateKey,
  vapidAuthorization,
  vapidKeys,
  type VapidKeys,
} from './web-push';

/** Which personal notices reach a phone, and under which of the Settings page's topics. */
const TOPIC_OF_NOTICE: Partial<Record<MessageKey, PushTopic>> = {
  NOTICE_ORDER_TITLE: 'order.status_changed',
  NOTICE_RETURN_TITLE: 'order.status_changed',
  NOTICE_HOLD_TITLE: 'hold.expiring',
  NOTICE_HOLD_ENDING_TITLE: 'hold.expiring',
  NOTICE_OFFER_TITLE: 'offer.answered',
  NOTICE_MEMO_TITLE: 'memo.due',
  NOTICE_ALERT_TITLE: 'saved_search.matched',
};

const SECOND = 1000;
/** How long a push service keeps a message for a phone that is off, and Facet tries: a day. */
const TTL_SECONDS = 24 * 3600;
/** Pauses before each retry of a push service that failed (429, 5xx, no answer); then hourly. */
const RETRY_PAUSES_S = [5, 30, 120, 600, 1800];
const BATCH = 200;
const LEASE_SECONDS = 60;
const POLL_MS = 500;
const TIMEOUT_MS = 10 * SECOND;
/** How often deliveries past their day are cleared away. */
const EXPIRE_EVERY_MS = 60 * SECOND;
/** A notification says a line or two; a chat message longer than this is cut. */
const BODY_MAX = 240;

export type PushService = ReturnType<typeof pushService>;

const cut = (text: string) => (text.length > BODY_MAX ? `${text.slice(0, BODY_MAX - 1)}…` : text);

/**
 * Web push (docs/integrations.md#push): devices subscribe for topics; every personal notice of
 * a subscribed topic, and every reply from customer service, is encrypted to each device and
 * handed to its push service by a worker, from an outbox, until taken (or a day has passed).
 */
export const pushService = ({
  db,
  config,
  accounts,
  notices,
}: {
  db: Db;
  config: Pick<Config, 'push' | 'webhooks'>;
  accounts: Pick<AccountsService, 'people'>;
  notices: Pick<NoticesService, 'takePushPending' | 'forPush'>;
}) => {
  const repo = pushRepo(db);
  const { allowPrivate } = config.webhooks;
  let keys: Promise<VapidKeys> | undefined;
  let expiredAt = 0;

  /** The server's key pair: VAPID_PRIVATE_KEY, or the one kept in the database. */
  const serverKeys = () => {
    keys ??= (async () => vapidKeys(config.push.privateKey ?? (await repo.serverKey(newVapidPrivateKey()))))(); // prettier-ignore
    keys.catch(() => (keys = undefined));
    return keys;
  };

  /** Personal notices waiting for push become deliveries to their buyers' devices, at once. */
  async function fanOut(): Promise<number> {
    return db.transaction(async (tx) => {
      const taken = await notices.takePushPending(tx, BATCH);
      const pushed = taken.flatMap(({ id, userId, titleKey }) => {
        const topic = titleKey ? TOPIC_OF_NOTICE[titleKey] : undefined;
        return topic ? [{ id, userId, topic }] : [];
      });
      await pushRepo(tx).enqueueNotices(pushed);
      return taken.length;
    });
  }

  /** What each claimed delivery says, in its buyer's language. */
  async function messagesOf(rows: readonly ClaimedPush[]): Promise<Map<number, PushMessage>> {
    const noticeIds = rows.flatMap((row) => (row.notice_id === null ? [] : [row.notice_id]));
    const [told, people] = await Promise.all([
      notices.forPush(noticeIds),
      accounts.people(rows.map((row) => row.user_id)),
    ]);
    const messages = new Map<number, PushMessage>();
    for (const row of rows) {
      if (row.message) messages.set(row.id, row.message);
      const notice = row.notice_id === null ? undefined : told.get(row.notice_id);
      const person = people.get(row.user_id);
      if (!notice || !person) continue;
      const { title, body } = notice.text(person.locale);
      messages.set(row.id, {
        Topic: row.topic,
        Title: title,
        Body: cut(body),
        Path: notice.orderId === null ? `/pages/messageCenter/messageDetails?id=${row.notice_id}` : `/pages/order/details?id=${notice.orderId}`, // prettier-ignore
        Tag: notice.orderId === null ? `notice-${row.notice_id}` : `order-${notice.orderId}`,
      });
    }
    return messages;
  }

  /** Hands one message to a device's push service: its HTTP status, or null (no answer). */
  async function post(row: ClaimedPush, message: PushMessage): Promise<number | null> {
    const vapid = await serverKeys();
    const body = encryptFor(row, Buffer.from(JSON.stringify(message)));
    const headers = {
      authorization: vapidAuthorization(row.endpoint, config.push.subject, vapid),
      'content-encoding': 'aes128gcm',
      'content-type': 'application/octet-stream',
      ttl: String(TTL_SECONDS),
      urgency: message.Topic === 'chat.replied' ? 'high' : 'normal',
      topic: message.Tag.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 32),
    };
    return postOutside(row.endpoint, { headers, body, timeoutMs: TIMEOUT_MS }, allowPrivate);
  }

  /**
   * One round: notices fanned out, then due deliveries claimed and sent side by side. Taken
   * (2xx) and gone (its notice or buyer is no more) are removed; a device the push service
   * no longer knows (404, 410) is dropped; a refusal of the message itself (other 4xx) is
   * not tried again; the rest is, with growing pauses, until the day is over.
   */
  async function deliverDue(): Promise<number> {
    let taken;
    do taken = await fanOut();
    while (taken === BATCH);
    if (Date.now() - expiredAt > EXPIRE_EVERY_MS) {
      await repo.expire(TTL_SECONDS / 3600);
      expiredAt = Date.now();
    }
    let sent = 0;
    for (;;) {
      const rows = await repo.claimDue(BATCH, LEASE_SECONDS);
      const messages = await messagesOf(rows);
      const done: number[] = [];
      const gone: number[] = [];
      await Promise.all(
        rows.map(async (row) => {
          const message = messages.get(row.id);
          if (!message) return done.push(row.id);
          const status = await post(row, message);
          if (status === 404 || status === 410) return gone.push(row.subscription_id);
          if (status !== null && status < 500 && status !== 429) return done.push(row.id);
          await repo.retryIn(row.id, RETRY_PAUSES_S[row.attempts - 1] ?? 3600);
        }),
      );
      await repo.remove(done);
      await repo.drop(gone);
      sent += rows.length;
      if (rows.length < BATCH) return sent;
    }
  }

  return {
    async publicKey(): Promise<PushKey> {
      return { PublicKey: (await serverKeys()).publicKey };
    },

    async subscribe(user: AuthUser, body: PushSubscribeBody) {
      if (await addressProblem(body.Endpoint, allowPrivate)) {
        throw new AppError('VALIDATION', [{ path: 'Endpoint', key: 'PUSH_ENDPOINT_REFUSED' }]);
      }
      const id = await repo.subscribe({
        userId: user.id,
        endpoint: body.Endpoint,
        p256dh: body.Keys.p256dh,
        auth: body.Keys.auth,
        topics: body.Topics,
      });
      return { Id: id };
    },

    unsubscribe: (user: AuthUser, endpoint: string) => repo.unsubscribe(user.id, endpoint),

    /** Customer service answered: the buyer's devices subscribed to chat replies are told. */
    async chatReplied(buyerId: number, text: string) {
      const person = (await accounts.people([buyerId])).get(buyerId);
      if (!person || person.cancelled) return;
      await repo.enqueueMessage(buyerId, {
        Topic: 'chat.replied',
        Title: translate(person.locale, 'PUSH_CHAT_TITLE'),
        Body: cut(text || translate(person.locale, 'PUSH_CHAT_PICTURE')),
        Path: '/pages/ImService/index',
        Tag: 'chat',
      });
    },

    deliverDue,
    /** Sends due deliveries every half second, on every instance (a row goes to one only). */
    startSweeping: (report: SweepReport) => repeatEvery(POLL_MS, deliverDue, report),
  };
};
