import {
  houseFilterOf,
  tierBpOver,
  translate,
  type MessageKey,
  type PriceTier,
} from '@facet/contract';
import { and, asc, eq, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Config } from '../../platform/config';
import type { Db, DbOrTx } from '../../platform/db';
import { DependencyUnavailable } from '../../platform/health';
import { repeatEvery, type SweepReport } from '../../platform/repeat';
import type { Mailer } from '../../platform/mailer';
import type { AccountsService } from '../accounts/accounts.service';
import type { GoodsService, StockIndex } from '../catalogue/goods.service';
import type { NoticesService } from '../notices/notices.service';
import type { WebhooksService } from '../webhooks/webhooks.service';
import { categoriesOf, nameOf, namesOf } from './saved-searches.rules';
import { alertMails, savedSearches, stockEvents } from './saved-searches.table';

/** Alerting searches read per statement while a batch is matched. */
const SEARCH_PAGE = 2_000;
/** A daily alert's digest goes out once its first match is this old. */
const DIGEST_AFTER_MS = 24 * 3_600_000;
const MAIL_BATCH = 100;
/** A mail being sent is not taken by another instance for this long. */
const MAIL_LEASE_MS = 5 * 60_000;
/** A mail the server keeps refusing is retried with growing pauses, for about two days. */
const MAIL_ATTEMPTS_MAX = 40;
const mailPauseMs = (attempts: number) => Math.min(2 ** attempts * 30_000, 3_600_000);

type Search = typeof savedSearches.$inferSelect;
type Matches = { search: Search; fresh: number; drops: number };

export type AlertsService = ReturnType<typeof alertsService>;

/**
 * Saved-search alerts (docs/trade-tools.md): stones that came on sale and prices that went down
 * are written to `stock_events` by the goods table's triggers. A sweep on every instance takes
 * a batch (`FOR UPDATE SKIP LOCKED`: each event is matched once, whichever instance takes it),
 * builds a stock index of the batch's stones and runs every alerting search's query over it —
 * the work grows with the searches and the batch, never with searches × stones. Instant alerts
 * become a personal notice and an email at once; daily ones add up into a digest.
 */
export function alertsService({
  db,
  config,
  goods,
  notices,
  accounts,
  webhooks,
  mailer,
  log,
  now = () => new Date(),
}: {
  db: Db;
  config: Pick<Config, 'mailOrigin' | 'alerts'>;
  goods: Pick<GoodsService, 'indexOf' | 'withKeyword'>;
  notices: Pick<NoticesService, 'addPersonalMany'>;
  webhooks: Pick<WebhooksService, 'enqueueEach'>;
  accounts: Pick<AccountsService, 'people' | 'tiersOf'>;
  mailer: Mailer;
  log?: Pick<Logger, 'warn'>;
  now?: () => Date;
}) {
  const shopUrl = config.mailOrigin;
  const linkTo = (search: Search) => `${shopUrl}/#/pages/savedSearches/index?open=${search.id}`;

  /** How many of an index's stones a search's query finds (keyword searches ask the database). */
  async function count(
    tx: DbOrTx,
    index: StockIndex,
    search: Search,
    ids: number[],
    tier: PriceTier | undefined,
  ) {
    if (!ids.length) return 0;
    const { Sort: _sort, Origin, Keyword, ...filter } = search.filters;
    const categories = categoriesOf(search.category, Origin);
    const page = { PageIndex: 1, PageSize: Keyword ? ids.length : 1 };
    // The owner's price filter is in their tier's prices, as their lists are.
    const priced = houseFilterOf(filter, tierBpOver(categories, tier));
    const answer = index.query(categories, priced, undefined, page);
    if (!answer?.total || !Keyword) return answer?.total ?? 0;
    return (await goods.withKeyword(answer.ids, Keyword, tx)).length;
  }

  /**
   * The notice, the webhooks' event and the email of one alert: the email in the language the
   * search was saved in, the notice in its reader's. A search the buyer gave no name is named from its filters in
   * that language (`namesOf`), not in the one it was saved in.
   */
  async function tell(tx: DbOrTx, found: Matches[], summaryKey: MessageKey) {
    if (!found.length) return;
    const params = ({ search, fresh, drops }: Matches) => ({
      name: nameOf(search, search.locale),
      ...namesOf(search),
      new: String(fresh),
      drops: String(drops),
    });
    await notices.addPersonalMany(
      tx,
      found.map((m) => ({
        userId: m.search.userId,
        titleKey: 'NOTICE_ALERT_TITLE' as const,
        summaryKey,
        params: params(m),
        savedSearchId: m.search.id,
      })),
    );
    await webhooks.enqueueEach(
      tx,
      'saved_search.matched',
      found.map(({ search, fresh, drops }) => ({
        userId: search.userId,
        data: { SavedSearchId: search.id, Name: search.name, NewStones: fresh, LowerPrices: drops, Daily: summaryKey === 'NOTICE_ALERT_DAILY' }, // prettier-ignore
      })),
    );
    await tx.insert(alertMails).values(
      found.map((m) => {
        const locale = m.search.locale;
        return {
          userId: m.search.userId,
          subject: translate(locale, 'NOTICE_ALERT_TITLE', params(m)),
          text: [
            translate(locale, summaryKey, params(m)),
            translate(locale, 'ALERT_MAIL_OPEN', { link: linkTo(m.search) }),
            '',
            translate(locale, 'ALERT_MAIL_WHY'),
          ].join('\n'),
        };
      }),
    );
  }

  /** Matches one batch of events against every alerting search; how many events it took. */
  async function matchBatch(): Promise<number> {
    return db.transaction(async (tx) => {
      const events = await tx
        .select()
        .from(stockEvents)
        .orderBy(asc(stockEvents.id))
        .limit(config.alerts.batch)
        .for('update', { skipLocked: true });
      if (!events.length) return 0;
      // A stone new and cheaper within one batch is new.
      const freshIds = [...new Set(events.filter((e) => e.kind === 'new').map((e) => e.goodsId))];
      const fresh = new Set(freshIds);
      const dropIds = [
        ...new Set(events.filter((e) => !fresh.has(e.goodsId)).map((e) => e.goodsId)),
      ];
      const [freshIndex, dropIndex] = [
        await goods.indexOf(freshIds, tx),
        await goods.indexOf(dropIds, tx),
      ];
      /**
       * A search saved while this batch gathered hears only of what came after it: its own
       * index of those events (few searches are that young — saved since the last sweep).
       */
      const eventsAfter = async (search: Search) => {
        const later = events.filter((e) => e.at > search.createdAt);
        const laterFresh = [...new Set(later.filter((e) => fresh.has(e.goodsId)).map((e) => e.goodsId))]; // prettier-ignore
        const laterDrops = [...new Set(later.filter((e) => !fresh.has(e.goodsId)).map((e) => e.goodsId))]; // prettier-ignore
        return {
          fresh: { index: await goods.indexOf(laterFresh, tx), ids: laterFresh },
          drops: { index: await goods.indexOf(laterDrops, tx), ids: laterDrops },
        };
      };
      const oldest = new Date(Math.min(...events.map((e) => e.at.getTime())));
      const whole = {
        fresh: { index: freshIndex, ids: freshIds },
        drops: { index: dropIndex, ids: dropIds },
      };
      for (let after = 0; ;) {
        const searches = await tx
          .select()
          .from(savedSearches)
          .where(and(ne(savedSearches.alert, 'off'), sql`${savedSearches.id} > ${after}`))
          .orderBy(asc(savedSearches.id))
          .limit(SEARCH_PAGE);
        const instant: Matches[] = [];
        const daily: Matches[] = [];
        const tiers = await accounts.tiersOf(
          tx,
          searches.map((s) => s.userId),
        );
        for (const search of searches) {
          const scope = search.createdAt < oldest ? whole : await eventsAfter(search);
          const tier = tiers.get(search.userId);
          const found = {
            search,
            fresh: await count(tx, scope.fresh.index, search, scope.fresh.ids, tier),
            drops: await count(tx, scope.drops.index, search, scope.drops.ids, tier),
          };
          if (!found.fresh && !found.drops) continue;
          (search.alert === 'instant' ? instant : daily).push(found);
        }
        await tell(tx, instant, 'NOTICE_ALERT_INSTANT');
        if (daily.length) {
          await tx.execute(sql`
            update saved_searches s set
              digest_new = s.digest_new + v.fresh,
              digest_drops = s.digest_drops + v.drops,
              digest_since = coalesce(s.digest_since, ${now().toISOString()}::timestamptz)
            from unnest(
              ${`{${daily.map((m) => m.search.id).join(',')}}`}::int[],
              ${`{${daily.map((m) => m.fresh).join(',')}}`}::int[],
              ${`{${daily.map((m) => m.drops).join(',')}}`}::int[]
            ) as v(id, fresh, drops)
            where s.id = v.id`);
        }
        if (searches.length < SEARCH_PAGE) break;
        after = searches[searches.length - 1]!.id;
      }
      await tx.delete(stockEvents).where(
        inArray(
          stockEvents.id,
          events.map((e) => e.id),
        ),
      );
      return events.length;
    });
  }

  /** Daily alerts whose first match is a day old: one digest each, counters back to zero. */
  async function sendDigests(): Promise<number> {
    return db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(savedSearches)
        .where(
          and(
            eq(savedSearches.alert, 'daily'),
            isNotNull(savedSearches.digestSince),
            lte(savedSearches.digestSince, new Date(now().getTime() - DIGEST_AFTER_MS)),
          ),
        )
        .limit(SEARCH_PAGE)
        .for('update', { skipLocked: true });
      await tell(
        tx,
        due.map((search) => ({ search, fresh: search.digestNew, drops: search.digestDrops })),
        'NOTICE_ALERT_DAILY',
      );
      if (due.length) {
        await tx
          .update(savedSearches)
          .set({ digestNew: 0, digestDrops: 0, digestSince: null })
          .where(
            inArray(
              savedSearches.id,
              due.map((s) => s.id),
            ),
          );
      }
      return due.length;
    });
  }

  /**
   * Sends the waiting alert emails. Each is taken under a lease (its next try pushed back) so
   * that no other instance sends it meanwhile, then sent outside any transaction. The mail
   * server away: the mail waits, longer each time, and the rest wait for the next sweep.
   * Sent means sent at least once: an instance that stops mid-send sends it again later.
   */
  async function deliverMails(): Promise<number> {
    let sent = 0;
    for (;;) {
      const mails = await db.transaction(async (tx) => {
        const taken = await tx
          .select()
          .from(alertMails)
          .where(lte(alertMails.nextAt, now()))
          .orderBy(asc(alertMails.id))
          .limit(MAIL_BATCH)
          .for('update', { skipLocked: true });
        if (taken.length) {
          await tx
            .update(alertMails)
            .set({ nextAt: new Date(now().getTime() + MAIL_LEASE_MS) })
            .where(
              inArray(
                alertMails.id,
                taken.map((m) => m.id),
              ),
            );
        }
        return taken;
      });
      const people = await accounts.people(mails.map((m) => m.userId));
      const done: number[] = [];
      const refused: number[] = [];
      let away = false;
      for (const mail of mails) {
        const to = people.get(mail.userId)?.email;
        try {
          if (to) await mailer.send({ to, subject: mail.subject, text: mail.text });
          done.push(mail.id);
        } catch (error) {
          away = error instanceof DependencyUnavailable;
          if (away) {
            await postpone(mail);
            break;
          }
          // Refused for good (no such mailbox): asking again would be refused again. The
          // notice in the app carries the alert.
          log?.warn({ mailId: mail.id }, 'alert mail refused by the mail server');
          refused.push(mail.id);
        }
      }
      const finished = [...done, ...refused];
      if (finished.length) await db.delete(alertMails).where(inArray(alertMails.id, finished));
      sent += done.length;
      // The rest of a round the mail server interrupted wait out their lease.
      if (away || mails.length < MAIL_BATCH) return sent;
    }
  }

  async function postpone(mail: typeof alertMails.$inferSelect) {
    const attempts = mail.attempts + 1;
    if (attempts >= MAIL_ATTEMPTS_MAX) {
      log?.warn({ mailId: mail.id, attempts }, 'alert mail given up');
      await db.delete(alertMails).where(eq(alertMails.id, mail.id));
      return;
    }
    await db
      .update(alertMails)
      .set({ attempts, nextAt: new Date(now().getTime() + mailPauseMs(attempts)) })
      .where(eq(alertMails.id, mail.id));
  }

  /** One round: every waiting batch matched, the digests that are due, then the mail. */
  async function sweep() {
    const began = performance.now();
    let matched = 0;
    for (let taken = -1; taken !== 0;) {
      taken = await matchBatch();
      matched += taken;
      if (taken < config.alerts.batch) break;
    }
    const digests = await sendDigests();
    const matchMs = Math.round(performance.now() - began);
    const mailed = await deliverMails();
    const mailMs = Math.round(performance.now() - began) - matchMs;
    return { matched, digests, mailed, matchMs, mailMs };
  }

  return {
    sweep,

    /** Sweeps every `ALERT_SWEEP_SECONDS`, on every instance (each event is matched once). */
    startSweeping: (report: SweepReport) => repeatEvery(config.alerts.sweepMs, sweep, report),
  };
}
