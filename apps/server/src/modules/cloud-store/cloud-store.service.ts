import {
  CLOUD_ORDER_STATUSES,
  fromCents,
  fromPercentBp,
  toPercentBp,
  type AdminStore,
  type AdminStorePage,
  type AdminStoresBody,
  type Cart,
  type CloudOrder,
  type CloudOrderPage,
  type CloudOrdersBody,
  type CloudOrderStatus,
  type CloudOrderUpdateBody,
  type Locale,
  type Store,
  type StoreSaveBody,
  type SuspendStoreBody,
} from '@facet/contract';
import type { AuthUser } from '../../platform/auth';
import { isUniqueViolation, type Db } from '../../platform/db';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import type { AccountsService } from '../accounts/accounts.service';
import type { AuditService } from '../audit/audit.service';
import type { CartService } from '../cart/cart.service';
import type { HoldsService } from '../holds/holds.service';
import type { GoodsService } from '../catalogue/goods.service';
import type { OrdersService } from '../orders/orders.service';
import { lineAttributesOf, lineTitle } from '../orders/orders.wire';
import type { FileRef, UploadsService } from '../uploads/uploads.service';
import { cloudStoreRepo, type EnquiryRow, type StoreRow } from './cloud-store.repo';
import { rulesOf, shareUrlOf, storeToWire } from './cloud-store.wire';
import { storeKeys } from './store-keys';

export type CloudStoreService = ReturnType<typeof cloudStoreService>;

/** An enquiry still waiting on the jeweller moves to Ordered once it became a Facet order. */
const OPEN_STATUSES: readonly CloudOrderStatus[] = ['New', 'Contacted'];

/**
 * The jeweller's side of the Cloud Store (docs/api.md): their one store, its feed
 * token, their customers' enquiries and turning one into a cart; and the console's view of
 * every store. The public storefront is `storefront.service.ts`.
 */
export const cloudStoreService = ({
  db,
  config,
  signer,
  goods,
  holds,
  orders,
  cart,
  uploads,
  accounts,
  audit,
}: Pick<Deps, 'signer' | 'config'> & {
  db: Db;
  goods: Pick<GoodsService, 'goodsByIds'>;
  holds: Pick<HoldsService, 'heldByOthers'>;
  orders: Pick<OrdersService, 'firstOrderWith' | 'briefsOf'>;
  cart: Pick<CartService, 'add'>;
  uploads: Pick<UploadsService, 'requireOwned' | 'links'>;
  accounts: Pick<AccountsService, 'people' | 'idsMatching'>;
  audit: Pick<AuditService, 'record'>;
}) => {
  const repo = cloudStoreRepo(db);
  const keys = storeKeys(signer);

  /**
   * Every markup at least `STORE_MIN_MARKUP_PERCENT`: at 0 % a store publishes its owner's own
   * prices, tier included, to anyone.
   */
  function refuseBelowMinimum(body: StoreSaveBody) {
    const min = config.storeMinMarkupBp;
    const params = { min: String(fromPercentBp(min)) };
    const low = [
      ...body.Markups.map((rule, index) => ({ path: `Markups.${index}.Percent`, percent: rule.Percent })), // prettier-ignore
      { path: 'DefaultPercent', percent: body.DefaultPercent },
    ].filter(({ percent }) => toPercentBp(percent) < min);
    if (low.length > 0) {
      throw new AppError('VALIDATION', low.map(({ path }) => ({ path, key: 'MARKUP_PERCENT_MIN', params }))); // prettier-ignore
    }
  }

  async function toWire(row: StoreRow, origin: string): Promise<Store> {
    const logo = row.logoFileId
      ? ((await uploads.links([row.logoFileId])).get(row.logoFileId) ?? null)
      : null;
    return storeToWire(row, { origin, logo, feedToken: keys.feedToken(row.id, row.feedNonce) });
  }

  /** The buyer's store, or 404: the calls about it need one. */
  async function ownStore(user: AuthUser): Promise<StoreRow> {
    const row = await repo.storeOf(user.id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /**
   * Enquiries as the jeweller reads them. An enquiry whose stones went into the cart is tied to
   * the first order placed since with one of them, as soon as there is one.
   */
  async function enquiriesToWire(
    store: StoreRow,
    rows: EnquiryRow[],
    locale: Locale,
  ): Promise<CloudOrder[]> {
    const lines = await repo.linesOf(rows.map((r) => r.id));
    const goodsOf = (enquiryId: number) =>
      lines.filter((l) => l.enquiryId === enquiryId).map((l) => l.goodsId);
    const linked = await Promise.all(
      rows.map(async (row) => {
        if (!row.cartedAt || row.orderId) return row;
        const orderId = await orders.firstOrderWith(store.userId, goodsOf(row.id), row.cartedAt);
        if (!orderId) return row;
        const status = OPEN_STATUSES.includes(row.status) ? 'Ordered' : row.status;
        return repo.updateEnquiry(row.id, { orderId, status });
      }),
    );
    const ids = [...new Set(lines.map((l) => l.goodsId))];
    const [stones, held, briefs] = await Promise.all([
      goods.goodsByIds(ids),
      holds.heldByOthers(store.userId, ids),
      orders.briefsOf(
        store.userId,
        linked.flatMap((r) => (r.orderId ? [r.orderId] : [])),
      ),
    ]);
    const byId = new Map(stones.map((s) => [s.id, s]));
    const refs = keys.refs(store.id);
    return linked.map((row) => {
      const own = lines.filter((l) => l.enquiryId === row.id);
      const brief = row.orderId ? briefs.get(row.orderId) : undefined;
      return {
        Id: row.id,
        No: row.no,
        CustomerName: row.customerName,
        CustomerPhone: row.customerPhone,
        CustomerEmail: row.customerEmail,
        Message: row.message,
        Lines: own.map((line) => {
          const stone = byId.get(line.goodsId);
          return {
            GoodsId: line.goodsId,
            Ref: refs.encode(line.goodsId),
            Title: stone
              ? lineTitle(locale, { category: stone.category, attributes: lineAttributesOf(stone) })
              : '',
            Image: stone?.images[0] ?? null,
            RetailPrice: fromCents(line.retailCents),
            WholesalePrice: fromCents(line.wholesaleCents),
            Available: Boolean(stone?.listed) && !held.has(line.goodsId),
          };
        }),
        RetailTotal: fromCents(own.reduce((sum, l) => sum + l.retailCents, 0)),
        WholesaleTotal: fromCents(own.reduce((sum, l) => sum + l.wholesaleCents, 0)),
        Status: row.status,
        Note: row.note,
        CreatedAt: row.createdAt.toISOString(),
        OrderId: brief ? row.orderId : null,
        OrderNo: brief?.orderNo ?? null,
        OrderStatus: brief?.status ?? null,
      };
    });
  }

  async function enquiryPage(
    store: StoreRow | undefined,
    body: CloudOrdersBody,
    locale: Locale,
  ): Promise<CloudOrderPage> {
    const page = { PageIndex: body.PageIndex, PageSize: body.PageSize };
    const found = store
      ? await repo.enquiries(store.id, page, body.Status)
      : { rows: [], counts: new Map<CloudOrderStatus, number>() };
    const Counts = Object.fromEntries(
      CLOUD_ORDER_STATUSES.map((s) => [s, found.counts.get(s) ?? 0]),
    ) as CloudOrderPage['Counts'];
    return {
      List: store ? await enquiriesToWire(store, found.rows, locale) : [],
      Total: body.Status ? Counts[body.Status] : Object.values(Counts).reduce((a, b) => a + b, 0),
      ...page,
      Counts,
    };
  }

  async function adminStores(rows: StoreRow[], origin: string): Promise<AdminStore[]> {
    const [people, counts] = await Promise.all([
      accounts.people(rows.map((r) => r.userId)),
      repo.enquiryCounts(rows.map((r) => r.id)),
    ]);
    return rows.map((row) => ({
      Id: row.id,
      Slug: row.slug,
      Name: row.name,
      OwnerId: row.userId,
      OwnerName: people.get(row.userId)?.name ?? '',
      OwnerEmail: people.get(row.userId)?.email ?? '',
      Enabled: row.enabled,
      Suspended: row.suspended,
      Enquiries: counts.get(row.id)?.all ?? 0,
      NewEnquiries: counts.get(row.id)?.fresh ?? 0,
      CreatedAt: row.createdAt.toISOString(),
      ShareUrl: shareUrlOf(origin, row.slug),
    }));
  }

  return {
    /** Which of these uploads this module still keeps (uploads.service sweeps the rest). */
    filesReferenced: (refs: FileRef[]) => repo.filesReferenced(refs.map((ref) => ref.id)),
    async get(user: AuthUser, origin: string): Promise<Store | null> {
      const row = await repo.storeOf(user.id);
      return row ? toWire(row, origin) : null;
    },

    async save(user: AuthUser, body: StoreSaveBody, origin: string): Promise<Store> {
      refuseBelowMinimum(body);
      if (body.Logo) await uploads.requireOwned(user.id, [body.Logo], 'store', 'Logo');
      const holder = await repo.storeBySlug(body.Slug);
      if (holder && holder.userId !== user.id) throw new AppError('STORE_SLUG_TAKEN');
      const row = await repo
        .upsert({
          userId: user.id,
          slug: body.Slug,
          name: body.Name,
          logoFileId: body.Logo ?? null,
          phone: body.Phone ?? '',
          email: body.Email ?? '',
          intro: body.Intro ?? '',
          language: body.Language,
          categories: body.Categories,
          markups: rulesOf(body.Markups),
          defaultPercentBp: toPercentBp(body.DefaultPercent),
          rounding: body.Rounding,
          enabled: body.Enabled,
          showCertificates: body.ShowCertificates,
          feedNonce: keys.newFeedNonce(),
        })
        // Another buyer took the link between the check and the write.
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? new AppError('STORE_SLUG_TAKEN') : error;
        });
      return toWire(row, origin);
    },

    /** A new feed token; the old feed link answers 404 from now on. */
    async rotateFeedToken(user: AuthUser, origin: string): Promise<Store> {
      const row = await ownStore(user);
      return toWire(await repo.update(row.id, { feedNonce: keys.newFeedNonce() }), origin);
    },

    /** The store's enquiries; a buyer without a store has none yet. */
    async orders(user: AuthUser, body: CloudOrdersBody, locale: Locale): Promise<CloudOrderPage> {
      return enquiryPage(await repo.storeOf(user.id), body, locale);
    },

    async updateOrder(
      user: AuthUser,
      body: CloudOrderUpdateBody,
      locale: Locale,
    ): Promise<CloudOrder> {
      const store = await ownStore(user);
      const row = await repo.enquiryOf(store.id, body.Id);
      if (!row) throw new AppError('NOT_FOUND');
      const updated = await repo.updateEnquiry(row.id, {
        status: body.Status,
        ...(body.Note === undefined ? {} : { note: body.Note }),
      });
      return (await enquiriesToWire(store, [updated], locale))[0]!;
    },

    /**
     * The enquiry's stones still on sale go into the jeweller's cart at their own (tier) price;
     * the enquiry becomes Ordered and is tied to the order they then place with them.
     */
    async toCart(user: AuthUser, id: number): Promise<Cart> {
      const store = await ownStore(user);
      const row = await repo.enquiryOf(store.id, id);
      if (!row) throw new AppError('NOT_FOUND');
      const ids = [...new Set((await repo.linesOf([row.id])).map((l) => l.goodsId))];
      const [stones, held] = await Promise.all([
        goods.goodsByIds(ids),
        holds.heldByOthers(user.id, ids),
      ]);
      const onSale = stones.filter((s) => s.listed && !held.has(s.id));
      if (!onSale.length) {
        throw new AppError(stones.some((s) => s.listed) ? 'ITEM_HELD' : 'ITEM_SOLD');
      }
      const filled = await cart.add(user, { GoodsList: onSale.map((s) => ({ GoodsId: s.id })) });
      await repo.updateEnquiry(row.id, {
        cartedAt: new Date(),
        orderId: null,
        status: row.status === 'Closed' ? 'Closed' : 'Ordered',
      });
      return filled;
    },

    // ---- the console ----

    async adminList(body: AdminStoresBody, origin: string): Promise<AdminStorePage> {
      const ownerIds = body.Keyword ? await accounts.idsMatching(body.Keyword) : [];
      const page = { PageIndex: body.PageIndex, PageSize: body.PageSize };
      const { rows, total } = await repo.list(page, body.Keyword || undefined, ownerIds);
      return { List: await adminStores(rows, origin), Total: total, ...page };
    },

    /** Closes or reopens a store's storefront and feed, in the audit trail. */
    async suspend(staff: AuthUser, body: SuspendStoreBody, origin: string): Promise<AdminStore> {
      const row = await db.transaction(async (tx) => {
        const stores = cloudStoreRepo(tx);
        const before = await stores.storeById(body.Id);
        if (!before) throw new AppError('NOT_FOUND');
        const after = await stores.update(before.id, { suspended: body.Suspended });
        await audit.record(tx, {
          actor: staff,
          kind: 'store.suspend',
          targetType: 'store',
          targetId: before.id,
          before: { Slug: before.slug, Suspended: before.suspended },
          after: { Slug: after.slug, Suspended: after.suspended },
        });
        return after;
      });
      return (await adminStores([row], origin))[0]!;
    },

    async adminEnquiries(
      body: { StoreId: number; PageIndex: number; PageSize: number },
      locale: Locale,
    ): Promise<CloudOrderPage> {
      const store = await repo.storeById(body.StoreId);
      if (!store) throw new AppError('NOT_FOUND');
      return enquiryPage(store, body, locale);
    },

    /** A cancelled account's store and its customers' enquiries are erased. */
    eraseOwner: (userId: number) => repo.removeStoreOf(userId),
  };
};
