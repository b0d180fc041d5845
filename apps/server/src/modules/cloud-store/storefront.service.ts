import { randomInt } from 'node:crypto';
import {
  retailCents,
  STORE_FEED_MAX,
  STORE_GOODS_COLUMNS,
  STORE_HONEYPOT_FIELD,
  translate,
  type Locale,
  type PriceTier,
  type StoreDetailBody,
  type StoreEnquiryBody,
  type StoreEnquirySent,
  type StoreFeedQuery,
  type StoreGoods,
  type StoreGoodsPage,
  type StoreInfo,
  type StoreQueryBody,
} from '@facet/contract';
import type { Db } from '../../platform/db';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { csvLines } from '../../platform/csv';
import type { AccountsService } from '../accounts/accounts.service';
import type { GoodsRow, GoodsService } from '../catalogue/goods.service';
import type { NoticesService } from '../notices/notices.service';
import { lineAttributesOf, lineTitle } from '../orders/orders.wire';
import type { UploadsService } from '../uploads/uploads.service';
import { cloudStoreRepo, type StoreRow } from './cloud-store.repo';
import { markupOf, storeGoodsOf, storeInfoOf } from './cloud-store.wire';
import { storeKeys } from './store-keys';

export type StorefrontService = ReturnType<typeof storefrontService>;

/** Stones read per database round while a feed streams out. */
const FEED_BATCH = 500;
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** An enquiry number as the jeweller's customers see it: `S` + the day + a sequence. */
const enquiryNoOf = (sequence: number, at: Date) =>
  `S${at.toISOString().slice(2, 10).replaceAll('-', '')}${sequence}`;

/** An open store and the jeweller it prices for. */
type OpenStore = { store: StoreRow; tier: PriceTier | null };

/**
 * The public storefront `/store/<slug>` and the feed (docs/api.md): no login, only
 * retail prices. A store that is off, suspended, or whose owner may not see prices (or is
 * disabled or gone) is not there: every call answers 404.
 */
export const storefrontService = ({
  db,
  config,
  counters,
  signer,
  mailer,
  goods,
  accounts,
  notices,
  uploads,
}: Pick<Deps, 'config' | 'counters' | 'signer' | 'mailer'> & {
  db: Db;
  goods: Pick<GoodsService, 'query' | 'matchingIds' | 'goodsById' | 'goodsByIds' | 'pricedFor' | 'toWire'>; // prettier-ignore
  accounts: Pick<AccountsService, 'pricingOf' | 'people'>;
  notices: Pick<NoticesService, 'addPersonal'>;
  uploads: Pick<UploadsService, 'links'>;
}) => {
  const repo = cloudStoreRepo(db);
  const keys = storeKeys(signer);
  const mailFailures: ((error: unknown) => void)[] = [];

  async function open(slug: string): Promise<OpenStore> {
    const store = await repo.storeBySlug(slug);
    if (!store || !store.enabled || store.suspended) throw new AppError('NOT_FOUND');
    // The store shows the owner's prices: closed while they may not see them themselves.
    const owner = await accounts.pricingOf(store.userId);
    if (!owner || owner.pricesHidden) throw new AppError('NOT_FOUND');
    return { store, tier: owner.tier };
  }

  /** Stones priced for the store's customers: the owner's price, marked up and rounded. */
  function retail({ store, tier }: OpenStore, rows: GoodsRow[]): StoreGoods[] {
    const markup = markupOf(store, config.storeMinMarkupBp);
    const refs = keys.refs(store.id);
    return goods
      .pricedFor(rows, tier)
      .map((row) =>
        storeGoodsOf(
          goods.toWire(row),
          refs.encode(row.id),
          retailCents(markup, row.category, row.priceCents),
          { stockNo: row.stockNo, showCertificates: store.showCertificates },
        ),
      );
  }

  /** The stone behind a reference, if this store shows it and it is on sale. */
  async function stoneOf({ store }: OpenStore, ref: string): Promise<GoodsRow | null> {
    const id = keys.refs(store.id).decode(ref);
    const row = id ? await goods.goodsById(id) : undefined;
    const shown = row && row.listed && (store.categories as string[]).includes(row.category);
    return shown ? row : null;
  }

  async function tellOwner(
    opened: OpenStore,
    no: string,
    body: StoreEnquiryBody,
    rows: GoodsRow[],
  ) {
    // prettier-ignore
    const { store } = opened;
    const owner = (await accounts.people([store.userId])).get(store.userId);
    if (!owner?.email) return;
    const locale = store.language;
    const stones = retail(opened, rows)
      .map((stone, i) => {
        const row = rows[i]!;
        const title = lineTitle(locale, { category: row.category, attributes: lineAttributesOf(row) }); // prettier-ignore
        return `- ${title} · ${stone.Ref} · ${usd.format(stone.Price)}`;
      })
      .join('\n');
    await mailer.send({
      to: owner.email,
      subject: translate(locale, 'MAIL_ENQUIRY_SUBJECT', { no, store: store.name }),
      text: translate(locale, 'MAIL_ENQUIRY_BODY', {
        name: body.Name,
        store: store.name,
        phone: body.Phone || '—',
        email: body.Email || '—',
        message: body.Message || '—',
        stones,
        link: `${config.mailOrigin}/`,
      }),
    });
  }

  /**
   * A client address reads at most `RATE_STORE_READS_PER_IP_MINUTE` list pages and stones a
   * minute, across stores: a program copying a store's catalogue is held off, a customer never
   * meets it. Counters out of reach (Redis away) hold no one off: the store keeps serving.
   */
  async function readAllowed(ip: string) {
    const reads = await counters.hit(`store-read:ip:${ip}`, 60).catch(() => 0);
    if (reads > config.rateLimits.storeReadsPerIpMinute) throw new AppError('RATE_LIMITED');
  }

  return {
    /** Hears a new-enquiry email the mail server refused: the enquiry and its notice stand. */
    onMailFailure(listener: (error: unknown) => void) {
      mailFailures.push(listener);
    },

    async info(slug: string): Promise<StoreInfo> {
      const { store } = await open(slug);
      const logo = store.logoFileId
        ? ((await uploads.links([store.logoFileId])).get(store.logoFileId) ?? null)
        : null;
      return storeInfoOf(store, logo);
    },

    /** The shop's category query (its stock index), in the store's categories only. */
    async query(body: StoreQueryBody, ip: string): Promise<StoreGoodsPage> {
      await readAllowed(ip);
      const opened = await open(body.Slug);
      const { Slug: _slug, Category, PageIndex, PageSize, Sort, ...filter } = body;
      if (!opened.store.categories.includes(Category)) {
        throw new AppError('VALIDATION', [{ path: 'Category', key: 'STORE_CATEGORY_MISSING' }]);
      }
      const { rows, total, facets } = await goods.query(
        { categories: [Category], market: 'listed' },
        filter,
        Sort,
        { PageIndex, PageSize },
      );
      return {
        List: retail(opened, rows),
        Total: total,
        PageIndex,
        PageSize,
        ...(facets ? { Facets: facets } : {}),
      };
    },

    async detail(body: StoreDetailBody, ip: string): Promise<StoreGoods> {
      await readAllowed(ip);
      const opened = await open(body.Slug);
      const row = await stoneOf(opened, body.Ref);
      if (!row) throw new AppError('NOT_FOUND');
      return retail(opened, [row])[0]!;
    },

    /**
     * A customer's enquiry: kept with the prices of the moment, told to the jeweller as a
     * personal notice and by email in the store's language. A client address sends at most
     * `RATE_STORE_ENQUIRY_PER_IP_HOUR` an hour; one that fills the hidden field is answered as
     * if its enquiry were taken, and nothing is kept.
     */
    async enquiry(body: StoreEnquiryBody, ip: string, locale: Locale): Promise<StoreEnquirySent> {
      const opened = await open(body.Slug);
      const { store, tier } = opened;
      const sent = await counters.hit(`store-enquiry:ip:${ip}`, 3600);
      if (sent > config.rateLimits.storeEnquiryPerIpHour) throw new AppError('RATE_LIMITED');
      if (body[STORE_HONEYPOT_FIELD]) return { No: enquiryNoOf(randomInt(1000, 100_000), new Date()) }; // prettier-ignore

      const refs = keys.refs(store.id);
      const ids = body.Refs.map((ref, index) => {
        const id = refs.decode(ref);
        if (!id) throw new AppError('VALIDATION', [{ path: `Refs.${index}`, key: 'FIELD_INVALID' }]); // prettier-ignore
        return id;
      });
      const unique = [...new Set(ids)];
      const found = new Map((await goods.goodsByIds(unique)).map((row) => [row.id, row]));
      const rows = unique.map((id) => {
        const row = found.get(id);
        if (!row || !(store.categories as string[]).includes(row.category)) {
          throw new AppError('VALIDATION', [{ path: `Refs.${ids.indexOf(id)}`, key: 'FIELD_INVALID' }]); // prettier-ignore
        }
        return row;
      });
      const markup = markupOf(store, config.storeMinMarkupBp);
      const priced = goods.pricedFor(rows, tier);
      const now = new Date();
      const no = await db.transaction(async (tx) => {
        const enquiries = cloudStoreRepo(tx);
        const enquiryNo = enquiryNoOf(await enquiries.nextEnquiryNumber(), now);
        await enquiries.insertEnquiry(
          {
            storeId: store.id,
            no: enquiryNo,
            customerName: body.Name,
            customerPhone: body.Phone ?? '',
            customerEmail: body.Email ?? '',
            message: body.Message ?? '',
            locale,
            createdAt: now,
            updatedAt: now,
          },
          priced.map((row) => ({
            goodsId: row.id,
            retailCents: retailCents(markup, row.category, row.priceCents),
            wholesaleCents: row.priceCents,
          })),
        );
        await notices.addPersonal(tx, {
          userId: store.userId,
          titleKey: 'NOTICE_STORE_ENQUIRY_TITLE',
          summaryKey: 'NOTICE_STORE_ENQUIRY_BODY',
          params: { no: enquiryNo, name: body.Name, store: store.name, count: String(rows.length) },
        });
        return enquiryNo;
      });
      // The customer is not kept waiting on the mail server; the notice is already there.
      tellOwner(opened, no, body, rows).catch((error: unknown) => {
        for (const listener of mailFailures) listener(error);
      });
      return { No: no };
    },

    /**
     * The marked-up catalogue for the jeweller's own site, newest first: the token checked and
     * the stones chosen first (a wrong token is a 404 in the envelope), then written out in
     * batches as the response streams.
     */
    async feed(query: StoreFeedQuery): Promise<AsyncGenerator<string>> {
      const opened = await open(query.Slug);
      const { store } = opened;
      if (!keys.feedTokenMatches(store.id, store.feedNonce, query.Token)) {
        throw new AppError('NOT_FOUND');
      }
      const ids = await goods.matchingIds(
        { categories: store.categories, market: 'listed' },
        {},
        { Field: 'CreatedAt', Order: 'desc' },
        { PageIndex: 1, PageSize: STORE_FEED_MAX },
      );
      const batches = async function* () {
        for (let start = 0; start < ids.length; start += FEED_BATCH) {
          const chunk = ids.slice(start, start + FEED_BATCH);
          const byId = new Map((await goods.goodsByIds(chunk)).map((row) => [row.id, row]));
          // Sold since the list was taken: left out.
          const rows = chunk.flatMap((id) => (byId.get(id)?.listed ? [byId.get(id)!] : []));
          yield retail(opened, rows);
        }
      };
      return query.Format === 'csv' ? csvOf(batches()) : jsonOf(batches());
    },
  };
};

/** The feed as the envelope: `Data` is every stone. */
async function* jsonOf(batches: AsyncIterable<StoreGoods[]>) {
  yield '{"Success":true,"Code":"OK","Message":"","Data":[';
  let first = true;
  for await (const stones of batches) {
    for (const stone of stones) {
      yield (first ? '' : ',') + JSON.stringify(stone);
      first = false;
    }
  }
  yield ']}';
}

/** The feed as CSV: a header row of the `StoreGoods` names, one stone a line. */
async function* csvOf(batches: AsyncIterable<StoreGoods[]>) {
  // A byte-order mark, so a spreadsheet opens the file as UTF-8.
  yield '\uFEFF' + csvLines([STORE_GOODS_COLUMNS]);
  for await (const stones of batches) {
    if (!stones.length) continue;
    const lines = stones.map((stone) =>
      STORE_GOODS_COLUMNS.map((column) => {
        const value = stone[column];
        return Array.isArray(value) ? value.join(' ') : value;
      }),
    );
    yield csvLines(lines);
  }
}
