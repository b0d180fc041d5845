import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  WEBHOOK_SECRET_PREFIX,
  WEBHOOKS_MAX,
  type Webhook,
  type WebhookDeliveriesBody,
  type WebhookDeliveryPage,
  type WebhookEvent,
  type WebhookSaveBody,
  type WebhookSaved,
} from '@facet/contract';
import type { Config } from '../../platform/config';
import type { Db, DbOrTx } from '../../platform/db';
import { addressProblem } from '../../platform/outbound';
import { AppError } from '../../platform/errors';
import { repeatEvery, type SweepReport } from '../../platform/repeat';
import type { NoticesService } from '../notices/notices.service';
import { send } from './webhook-sender';
import {
  enqueueEachStatement,
  enqueueStatement,
  webhooksRepo,
  type EventTarget,
  type WebhookOwner,
} from './webhooks.repo';

/** The advisory-lock class under which one buyer's endpoints are counted and added. */
const WEBHOOK_LIMIT_LOCK = 0x57484b53; // "WHKS"
const SECOND = 1000;
const HOUR = 3600 * SECOND;
/**
 * The pauses before each retry (Standard Webhooks' schedule): the last attempt is about 28
 * hours after the first, past the 24 hours after which a failing endpoint is turned off.
 */
const RETRY_PAUSES_MS = [5 * SECOND, 5 * 60 * SECOND, 30 * 60 * SECOND, 2 * HOUR, 5 * HOUR, 10 * HOUR, 10 * HOUR]; // prettier-ignore
const DISABLE_AFTER_MS = 24 * HOUR;
const DISABLED_REASON = 'Every delivery failed for 24 hours';
/**
 * Deliveries taken at a time, lanes of them side by side, and how long they are leased: past
 * the 10 s timeout, and no longer, since a worker killed mid-send leaves its batches waiting
 * that long. A round takes batch after batch until none is due: a stone sold to a thousand
 * endpoints goes out at once.
 */
const BATCH = 200;
const LANES = 8;
const LEASE_SECONDS = 20;
/** How often due deliveries are looked for (an indexed look at an empty queue costs little). */
const POLL_MS = 100;

export type WebhooksService = ReturnType<typeof webhooksService>;

/** An event for the buyers' endpoints, as the payload's `data` carries it. */
export type WebhookNews = EventTarget & { event: WebhookEvent; data: Record<string, unknown> };

/**
 * Buyers' webhooks (docs/integrations.md#webhooks): endpoints, an outbox written in the
 * transaction of the change it tells of, and the worker that sends it, signed, at least once.
 */
export const webhooksService = ({
  db,
  config,
  notices,
}: {
  db: Db;
  config: Pick<Config, 'webhooks'>;
  notices: Pick<NoticesService, 'mailPersonal'>;
}) => {
  const repo = webhooksRepo(db);
  const { allowPrivate } = config.webhooks;

  async function requireTarget(url: string) {
    const problem = await addressProblem(url, allowPrivate);
    if (problem) throw new AppError('VALIDATION', [{ path: 'Url', key: `WEBHOOK_URL_${problem}` }]);
  }

  async function ownWebhook(owner: WebhookOwner, id: number) {
    const row = await repo.own(owner, id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /**
   * Sends one claimed delivery. An answer (2xx) is the round's to write, with the others, in
   * one statement; a failure is written here, with its retry, and may turn the endpoint off.
   */
  async function deliver(row: Awaited<ReturnType<typeof repo.claimDue>>[number]) {
    const body = JSON.stringify({
      type: row.event,
      timestamp: new Date(row.created_at).toISOString(),
      data: row.payload,
    });
    const status = await send({ msgId: row.msg_id, url: row.url, secret: row.secret, body }, allowPrivate); // prettier-ignore
    if (status !== null && status >= 200 && status < 300) return { id: row.id, webhookId: row.webhook_id, responseCode: status }; // prettier-ignore
    await repo.attemptFailed(row.id, status, RETRY_PAUSES_MS[row.attempts - 1] ?? null);
    const disabled = await repo.failed(row.webhook_id, DISABLED_REASON, DISABLE_AFTER_MS);
    if (disabled) {
      // The wholesaler's own endpoint is an admin's, kept in the back office.
      const { wholeShop } = disabled;
      await notices.mailPersonal(
        disabled.userId,
        { titleKey: 'MAIL_WEBHOOK_DISABLED_SUBJECT', summaryKey: wholeShop ? 'MAIL_SHOP_WEBHOOK_DISABLED_BODY' : 'MAIL_WEBHOOK_DISABLED_BODY', params: { url: disabled.url } }, // prettier-ignore
        wholeShop ? { console: 'webhooks' } : 'pages/myAccount/index',
      );
    }
    return null;
  }

  /** Sends a claimed batch and writes the answers: how many it took. */
  async function sendBatch(rows: Awaited<ReturnType<typeof repo.claimDue>>): Promise<number> {
    const answered = (await Promise.all(rows.map(deliver))).filter((a) => a !== null);
    await repo.deliveredMany(answered);
    await repo.answered(answered.map((a) => a.webhookId));
    return rows.length;
  }

  /** One lane of the worker: batch after batch, claimed and sent, until none is full. */
  async function lane(): Promise<number> {
    let sent = 0;
    for (;;) {
      const rows = await repo.claimDue(BATCH, LEASE_SECONDS);
      sent += await sendBatch(rows);
      if (rows.length < BATCH) return sent;
    }
  }

  /**
   * One round of the worker: a look at the queue; a full batch found, lanes side by side, each
   * claiming, sending and writing the answers until none is due — one lane's database round
   * trips overlap another's sends. A quiet queue costs one query a round.
   */
  async function deliverDue(): Promise<number> {
    const rows = await repo.claimDue(BATCH, LEASE_SECONDS);
    if (rows.length < BATCH) return sendBatch(rows);
    const sent = await Promise.all([
      sendBatch(rows).then(async (first) => first + (await lane())),
      ...Array.from({ length: LANES - 1 }, lane),
    ]);
    return sent.reduce((a, b) => a + b, 0);
  }

  return {
    /**
     * Queues `news` for every enabled endpoint it is for that subscribed to its event, in the
     * caller's transaction: the event exists if and only if the change it tells of committed.
     */
    enqueue: async (tx: DbOrTx, news: WebhookNews) => {
      await tx.execute(enqueueStatement(news, news.event, news.data));
    },
    /** The same insert as a statement, for a caller that sends its writes as one (a CTE). */
    enqueueStatement: (news: WebhookNews) => enqueueStatement(news, news.event, news.data),
    /** Queues `event` for many buyers at once, each with its own data, in the caller's transaction. */
    enqueueEach: async (tx: DbOrTx, event: WebhookEvent, news: { userId: number; data: Record<string, unknown> }[]) => {
      if (news.length) await tx.execute(enqueueEachStatement(event, news));
    }, // prettier-ignore

    deliverDue,
    /** Sends due deliveries every half second, on every instance (a row goes to one only). */
    startSweeping: (report: SweepReport) => repeatEvery(POLL_MS, deliverDue, report),

    async save(owner: WebhookOwner, body: WebhookSaveBody): Promise<WebhookSaved> {
      await requireTarget(body.Url);
      if (body.Id !== undefined) {
        const row = await ownWebhook(owner, body.Id);
        // Turned on again by its buyer: it starts afresh, not as failing for a day.
        const restart = body.Enabled && !row.enabled ? { disabledReason: null, failingSince: null } : {}; // prettier-ignore
        await repo.update(row.id, { url: body.Url, events: body.Events, enabled: body.Enabled, ...restart }); // prettier-ignore
        return { Id: row.id, Secret: row.secret };
      }
      const secret = `${WEBHOOK_SECRET_PREFIX}${randomBytes(24).toString('base64')}`;
      const row = await db.transaction(async (tx) => {
        // The wholesaler's endpoints are counted together, under 0.
        const lockId = owner.wholeShop ? 0 : owner.userId;
        await tx.execute(sql`select pg_advisory_xact_lock(${WEBHOOK_LIMIT_LOCK}, ${lockId})`);
        const endpoints = webhooksRepo(tx);
        if ((await endpoints.countOf(owner)) >= WEBHOOKS_MAX) throw new AppError('WEBHOOKS_FULL'); // prettier-ignore
        return endpoints.insert({ userId: owner.userId, wholeShop: owner.wholeShop, url: body.Url, events: body.Events, enabled: body.Enabled, secret }); // prettier-ignore
      });
      return { Id: row.id, Secret: row.secret };
    },

    async list(owner: WebhookOwner): Promise<Webhook[]> {
      const rows = await repo.listOf(owner);
      return rows.map(({ webhook, lastAt, lastStatus, lastCode }) => ({
        Id: webhook.id,
        Url: webhook.url,
        Events: webhook.events,
        Enabled: webhook.enabled,
        CreatedAt: webhook.createdAt.toISOString(),
        DisabledReason: webhook.disabledReason,
        FailingSince: webhook.failingSince?.toISOString() ?? null,
        LastDelivery:
          lastAt && lastStatus
            ? { At: new Date(lastAt).toISOString(), Status: lastStatus, ResponseCode: lastCode }
            : null,
      }));
    },

    /** Deletes one of the owner's endpoints with its deliveries; another's is 404. */
    async remove(owner: WebhookOwner, id: number): Promise<Record<string, never>> {
      if (!(await repo.remove(owner, id))) throw new AppError('NOT_FOUND');
      return {};
    },

    async deliveries(
      owner: WebhookOwner,
      body: WebhookDeliveriesBody,
    ): Promise<WebhookDeliveryPage> {
      // prettier-ignore
      await ownWebhook(owner, body.WebhookId);
      const { rows, total } = await repo.deliveriesOf(body.WebhookId, body.PageIndex, body.PageSize); // prettier-ignore
      return {
        List: rows.map((row) => ({
          Id: row.id,
          Event: row.event,
          At: row.createdAt.toISOString(),
          Status: row.status,
          Attempts: row.attempts,
          ResponseCode: row.responseCode,
        })),
        Total: total,
        PageIndex: body.PageIndex,
        PageSize: body.PageSize,
      };
    },

    /** Sends one of the owner's deliveries again, now (its attempts kept); another's is 404. */
    async redeliver(owner: WebhookOwner, deliveryId: number): Promise<Record<string, never>> {
      if (!(await repo.requeue(owner, deliveryId))) throw new AppError('NOT_FOUND');
      return {};
    },
  };
};
