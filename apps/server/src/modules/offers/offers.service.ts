import {
  fromCents,
  isOfferable,
  isWaiting,
  offerPriceProblem,
  offerStep,
  offerTotalCents,
  toCents,
  usdText,
  formatEastern,
  type AdminOffer,
  type AdminOfferAnswerBody,
  type AdminOfferListBody,
  type AdminOfferPage,
  type Offer,
  type OfferActor,
  type OfferListBody,
  type OfferMakeBody,
  type OfferPage,
  type OfferStatus,
} from '@facet/contract';
import { sql } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth';
import type { Config } from '../../platform/config';
import type { Db, DbOrTx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { repeatEvery, type SweepReport } from '../../platform/repeat';
import type { AccountsService } from '../accounts/accounts.service';
import type { AuditService } from '../audit/audit.service';
import type { BuyersService } from '../buyers/buyers.service';
import type { CartService } from '../cart/cart.service';
import { stoneWords, type GoodsRow, type GoodsService } from '../catalogue/goods.service';
import type { HoldsService } from '../holds/holds.service';
import type { InventoryService } from '../inventory/inventory.service';
import type { NoticesService } from '../notices/notices.service';
import type { WebhooksService } from '../webhooks/webhooks.service';
import { offersRepo, type OfferChange, type OfferRow } from './offers.repo';
import { adminWire, offerWire } from './offers.wire';

/** Offers expired per statement of the sweep. */
const SWEEP_BATCH = 200;
/** The advisory-lock class under which one buyer's waiting offers are counted and added. */
const OFFER_LIMIT_LOCK = 0x4f464652; // "OFFR"

/** The answers that are the buyer's to hear about: a notice, a mail. */
type Told = Extract<OfferStatus, 'accepted' | 'countered' | 'declined' | 'expired'>;

export type OffersService = ReturnType<typeof offersService>;

/**
 * Offers on single stones (docs/offers-memo-returns.md). Every move is made under the stone's
 * row lock and then the offer's — the order in which an order takes a stone — so of an offer
 * accepted and the stone ordered by another buyer at once, exactly one goes through; of two
 * clerks answering one offer, the second finds it answered. An accepted offer holds the stone
 * for the buyer and puts it in their cart at the agreed price (cart.service applies it).
 */
export const offersService = ({
  db,
  config,
  goods,
  stock,
  holds,
  cart,
  notices,
  accounts,
  buyers,
  audit,
  webhooks,
}: {
  db: Db;
  config: Pick<Config, 'offers'>;
  goods: Pick<GoodsService, 'goodsByIds' | 'toWire' | 'pricedFor' | 'forViewer'>;
  stock: Pick<InventoryService, 'lockForHold'>;
  holds: Pick<HoldsService, 'placeFor' | 'heldByOthers' | 'mark'>;
  cart: Pick<CartService, 'putAtPrice'>;
  notices: Pick<NoticesService, 'addPersonal' | 'mailPersonal'>;
  accounts: Pick<AccountsService, 'people' | 'tierNames'>;
  buyers: Pick<BuyersService, 'requireMayOrder'>;
  audit: Pick<AuditService, 'record'>;
  webhooks: Pick<WebhooksService, 'enqueue'>;
}) => {
  const repo = offersRepo(db);
  const { waitMs, holdMs, limit, floorPercent } = config.offers;

  /** The offers as `viewer` reads them: the stone at their tier (the house's for staff). */
  async function wiresOf(
    rows: (OfferRow & { shown?: OfferStatus })[],
    viewer: AuthUser | null,
  ): Promise<Offer[]> {
    const people = [...new Set(rows.flatMap((o) => [o.userId, ...o.history.flatMap((s) => (s.staffId ? [s.staffId] : []))]))]; // prettier-ignore
    const [found, persons] = await Promise.all([
      goods.goodsByIds([...new Set(rows.map((o) => o.goodsId))]),
      accounts.people(people),
    ]);
    const names = new Map([...persons].map(([id, p]) => [id, p.name || p.email]));
    const priced = new Map(goods.pricedFor(found, viewer?.tier).map((r) => [r.id, r]));
    const stones = new Map([...priced].map(([id, row]) => [id, goods.toWire(row)]));
    await holds.mark(viewer?.id ?? null, [...stones.values()]);
    const now = Date.now();
    return rows.flatMap((offer) => {
      const stone = stones.get(offer.goodsId);
      if (!stone) return [];
      const [Goods] = viewer ? goods.forViewer([{ ...stone }], viewer) : [stone];
      const shown =
        offer.shown ??
        (isWaiting(offer.status) && offer.expiresAt.getTime() <= now ? 'expired' : offer.status);
      return [offerWire(offer, Goods!, priced.get(offer.goodsId)!.weight, shown, names)];
    });
  }

  /**
   * The buyer's notice of an answer and their webhooks' `offer.answered`, in the transaction
   * that made it; the notice is answered for the mail.
   */
  async function tell(tx: DbOrTx, offer: OfferRow, told: Told, stone: GoodsRow, note: string) {
    const price =
      told === 'countered' ? offer.counterCents! : (offer.agreedCents ?? offer.offerCents);
    const notice = {
      userId: offer.userId,
      titleKey: 'NOTICE_OFFER_TITLE' as const,
      summaryKey: `NOTICE_OFFER_${told}` as const,
      params: {
        stone: stoneWords(stone),
        price: usdText(price),
        until: formatEastern(offer.expiresAt),
        ...(note ? { note } : {}),
      },
      goodsId: offer.goodsId,
    };
    await notices.addPersonal(tx, notice);
    await webhooks.enqueue(tx, {
      userIds: [offer.userId],
      event: 'offer.answered',
      data: { OfferId: offer.id, GoodsId: offer.goodsId, StockNo: stone.stockNo, Status: told, PricePerCarat: fromCents(price) }, // prettier-ignore
    });
    return notice;
  }

  /**
   * Runs a move on one offer: the stone's row lock, then the offer's, then `move` with both.
   * An offer that is not the caller's (`ownerId`) is a 404; one whose time is up is refused.
   */
  async function onOffer<T>(
    offerId: number,
    ownerId: number | null,
    move: (tx: DbOrTx, offer: OfferRow, stone: GoodsRow) => Promise<T>,
  ): Promise<T> {
    const found = await repo.byId(offerId);
    if (!found || (ownerId !== null && found.userId !== ownerId)) throw new AppError('NOT_FOUND');
    return db.transaction(async (tx) => {
      const stone = await stock.lockForHold(tx, found.goodsId);
      const offer = await offersRepo(tx).byId(offerId, true);
      if (!stone || !offer) throw new AppError('NOT_FOUND');
      if (isWaiting(offer.status) && offer.due) throw new AppError('OFFER_EXPIRED');
      return move(tx, offer, stone);
    });
  }

  /** The move's next state, or a clear conflict when the offer has moved on meanwhile. */
  function next(offer: OfferRow, actor: OfferActor, action: OfferChange['step']['action'], counterCents?: number) {
    const state = offerStep(
      { status: offer.status, offerCents: offer.offerCents, counterCents: offer.counterCents, agreedCents: offer.agreedCents },
      actor,
      action,
      counterCents,
    );
    if (!state) throw new AppError(offer.status === 'expired' ? 'OFFER_EXPIRED' : 'OFFER_STATE');
    return state;
  } // prettier-ignore

  /**
   * The price is agreed: the stone is held for the buyer for OFFER_HOLD_HOURS and put in their
   * cart at that price. A stone sold or taken off the market meanwhile refuses the acceptance.
   */
  async function agree(tx: DbOrTx, offer: OfferRow, stone: GoodsRow, change: OfferChange) {
    if (!stone.onMarket) throw new AppError('OFF_MARKET');
    if (stone.stock <= 0) throw new AppError('ITEM_SOLD');
    await holds.placeFor(tx, offer.userId, offer.goodsId, holdMs);
    const agreedCents = change.agreedCents!;
    await cart.putAtPrice(tx, offer.userId, offer.goodsId, offerTotalCents(agreedCents, stone.weight));
    return offersRepo(tx).change(offer.id, { ...change, expiresInMs: holdMs });
  } // prettier-ignore

  /** Ends the offers whose time is up and tells their buyers; returns how many it ended. */
  async function sweep(): Promise<number> {
    let ended = 0;
    for (;;) {
      const batch = await db.transaction(async (tx) => {
        const rows = await offersRepo(tx).expireDue(SWEEP_BATCH);
        const stones = new Map((await goods.goodsByIds(rows.map((r) => r.goodsId), tx)).map((r) => [r.id, r])); // prettier-ignore
        for (const offer of rows) {
          const stone = stones.get(offer.goodsId);
          if (stone) await tell(tx, offer, 'expired', stone, '');
        }
        return rows.length;
      });
      ended += batch;
      if (batch < SWEEP_BATCH) return ended;
    }
  }

  return {
    async make(user: AuthUser, body: OfferMakeBody): Promise<Offer> {
      if (user.pricesHidden) throw new AppError('NOT_VERIFIED');
      const offerCents = toCents(body.PricePerCarat);
      const offer = await db.transaction(async (tx) => {
        await buyers.requireMayOrder(tx, user.id);
        const row = await stock.lockForHold(tx, body.GoodsId);
        if (!row) throw new AppError('NOT_FOUND');
        if (!isOfferable(row.category)) throw new AppError('OFFER_UNIQUE_ONLY');
        if (!row.onMarket) throw new AppError('OFF_MARKET');
        if (row.stock <= 0) throw new AppError('ITEM_SOLD');
        if ((await holds.heldByOthers(user.id, [row.id], tx)).size) throw new AppError('ITEM_HELD');
        // Against the price per carat this buyer is sent: their tier's.
        const priceCents = goods.pricedFor([row], user.tier)[0]!.pricePerCaratCents;
        const problem = offerPriceProblem(offerCents, priceCents, floorPercent);
        if (problem) {
          throw new AppError('VALIDATION', [{ path: 'PricePerCarat', key: problem, params: { percent: String(floorPercent) } }]); // prettier-ignore
        }
        const repoTx = offersRepo(tx);
        // An offer of theirs on this stone whose time is up still stands in the unique index.
        for (const ran of await repoTx.expireDue(1, { userId: user.id, goodsId: row.id })) {
          await tell(tx, ran, 'expired', row, '');
        }
        // Two offers of one buyer at once are counted one after the other.
        await tx.execute(sql`select pg_advisory_xact_lock(${OFFER_LIMIT_LOCK}, ${user.id})`);
        if (await repoTx.waitingOn(user.id, row.id)) throw new AppError('OFFER_OPEN');
        if ((await repoTx.countWaitingOf(user.id)) >= limit) throw new AppError('OFFER_LIMIT');
        return repoTx.insert({ goodsId: row.id, userId: user.id, offerCents, priceCents, note: body.Note ?? '', waitMs }); // prettier-ignore
      });
      return (await wiresOf([offer], user))[0]!;
    },

    async list(user: AuthUser, body: OfferListBody): Promise<OfferPage> {
      const { rows, total } = await repo.page({
        userId: user.id,
        status: body.Status,
        pageIndex: body.PageIndex,
        pageSize: body.PageSize,
      });
      return {
        List: await wiresOf(rows, user),
        Total: total,
        PageIndex: body.PageIndex,
        PageSize: body.PageSize,
      };
    },

    /** The buyer takes a clerk's counter: the stone is held for them at that price. */
    async accept(user: AuthUser, offerId: number): Promise<Offer> {
      const offer = await onOffer(offerId, user.id, async (tx, found, stone) => {
        const state = next(found, 'buyer', 'accept');
        return agree(tx, found, stone, {
          status: state.status,
          agreedCents: state.agreedCents!,
          step: { at: '', by: 'buyer', action: 'accept', pricePerCaratCents: state.agreedCents, note: '' }, // prettier-ignore
        });
      });
      return (await wiresOf([offer], user))[0]!;
    },

    async withdraw(user: AuthUser, offerId: number): Promise<Offer> {
      const offer = await onOffer(offerId, user.id, async (tx, found) => {
        const state = next(found, 'buyer', 'withdraw');
        return offersRepo(tx).change(found.id, {
          status: state.status,
          step: { at: '', by: 'buyer', action: 'withdraw', pricePerCaratCents: null, note: '' },
        });
      });
      return (await wiresOf([offer], user))[0]!;
    },

    // ---- back office ----

    async adminList(body: AdminOfferListBody): Promise<AdminOfferPage> {
      const [{ rows, total }, waiting] = await Promise.all([
        repo.page({ status: body.Status, sort: body.Sort, pageIndex: body.PageIndex, pageSize: body.PageSize }), // prettier-ignore
        repo.countAwaitingStaff(),
      ]);
      const buyerIds = [...new Set(rows.map((r) => r.userId))];
      const [wires, people, tiers, record] = await Promise.all([
        wiresOf(rows, null),
        accounts.people(buyerIds),
        accounts.tierNames(buyerIds),
        repo.recordOf(buyerIds),
      ]);
      return {
        List: wires.map((wire) => adminWire(wire, people, tiers, record)),
        Total: total,
        PageIndex: body.PageIndex,
        PageSize: body.PageSize,
        Waiting: waiting,
      };
    },

    /** A clerk accepts, counters or declines an open offer; the buyer is told and mailed. */
    async answer(staff: AuthUser, body: AdminOfferAnswerBody): Promise<AdminOffer> {
      const { Action: action } = body;
      const note = body.Note ?? '';
      const { offer, told } = await onOffer(body.OfferId, null, async (tx, found, stone) => {
        const counterCents = body.PricePerCarat === undefined ? undefined : toCents(body.PricePerCarat); // prettier-ignore
        if (action === 'counter' && !(counterCents! > found.offerCents && counterCents! <= found.priceCents)) {
          throw new AppError('VALIDATION', [{ path: 'PricePerCarat', key: 'COUNTER_RANGE' }]);
        } // prettier-ignore
        const state = next(found, 'staff', action, counterCents);
        const step = { at: '', by: 'staff' as const, staffId: staff.id, action, note, pricePerCaratCents: action === 'counter' ? counterCents! : action === 'accept' ? found.offerCents : null }; // prettier-ignore
        const change: OfferChange = { status: state.status, step };
        const changed =
          action === 'accept'
            ? await agree(tx, found, stone, { ...change, agreedCents: state.agreedCents! })
            : await offersRepo(tx).change(found.id, {
                ...change,
                ...(action === 'counter' ? { counterCents, expiresInMs: waitMs } : {}),
              });
        const told = await tell(tx, changed, changed.status as Told, stone, note);
        await audit.record(tx, { actor: staff, kind: `offer.${action}`, targetType: 'offer', targetId: found.id, before: { Status: found.status }, after: { Status: changed.status, PricePerCarat: step.pricePerCaratCents === null ? null : fromCents(step.pricePerCaratCents), Note: note } }); // prettier-ignore
        return { offer: changed, told };
      });
      // The mail says what the notice does, and the clerk's note after it.
      await notices.mailPersonal(
        offer.userId,
        told,
        'pages/offers/index',
        note ? ['NOTICE_OFFER_NOTE'] : [],
      );
      const buyerIds = [offer.userId];
      const [wires, people, tiers, record] = await Promise.all([
        wiresOf([offer], null),
        accounts.people(buyerIds),
        accounts.tierNames(buyerIds),
        repo.recordOf(buyerIds),
      ]);
      return adminWire(wires[0]!, people, tiers, record);
    },

    /** The prices agreed with a buyer that still stand, by stone (cart.service asks). */
    agreedFor: (tx: DbOrTx, userId: number, goodsIds: number[]) =>
      offersRepo(tx).agreedFor(userId, goodsIds),

    sweep,
    /** Expires offers whose time is up every `sweepMs`, on every instance (each once). */
    startSweeping: (report: SweepReport, sweepMs = 30_000) => repeatEvery(sweepMs, sweep, report),
  };
};

/** The agreed prices of an order's stones are spent (orders.service asks, in its transaction). */
export const spendAgreed = (tx: DbOrTx, userId: number, goodsIds: number[], orderId: number) =>
  offersRepo(tx).markOrdered(userId, goodsIds, orderId);

/** Prices agreed with a buyer that still stand, by stone: a question for the cart. */
export const agreedPrices = (tx: DbOrTx, userId: number, goodsIds: number[]) =>
  offersRepo(tx).agreedFor(userId, goodsIds);

/** The same, as a column of the cart's own query. */
export { agreedCentsOf } from './offers.repo';
