import { and, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  CART_LINES_MAX,
  CART_TABS,
  cartTabOf,
  fromCents,
  isQuantityValid,
  isUnique,
  lineCents,
  offerTotalCents,
  stockUnit,
  type Cart,
  type CartAddBody,
  type CartItem,
  type CartProblem,
  type CartTab,
  type CartUpdateBody,
  type Category,
} from '@facet/contract';
import type { AuthUser } from '../../platform/auth';
import type { Db, DbOrTx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { HoldsService } from '../holds/holds.service';
import type { GoodsRow, GoodsService } from '../catalogue/goods.service';
import { goods as goodsTable } from '../inventory/inventory.table';
import { cartItems } from './cart.table';

/** Cart lines whose single stone an instance remembers (about 60 bytes each). */
const LINE_STONES_KEPT = 100_000;

/** How many goods the cart suggests under the lines. */
const RECOMMENDATIONS = 6;

/** The price per carat (cents) a clerk agreed with the buyer, by stone (an accepted offer). */
export type AgreedPrices = (
  db: DbOrTx,
  userId: number,
  goodsIds: number[],
) => Promise<Map<number, number>>;

/** The same price as a column of the cart's own query, for a buyer and a stone; null when none. */
export type AgreedCentsOf = (userId: SQLWrapper, goodsId: SQLWrapper) => SQL<number | null>;

type CartLineRow = {
  item: typeof cartItems.$inferSelect;
  goods: GoodsRow;
  /** The price per carat agreed for this stone, when an accepted offer's price stands. */
  agreedCents?: number;
};

/** The stone at a price per carat agreed with the buyer: no tier on top, the total to the cent. */
export function atAgreedPrice(row: GoodsRow, agreedCents: number): GoodsRow {
  return {
    ...row,
    pricePerCaratCents: agreedCents,
    priceCents: offerTotalCents(agreedCents, row.weight),
    discountBp: row.listPriceCents
      ? Math.round((agreedCents / row.listPriceCents - 1) * 10_000)
      : row.discountBp,
  };
}

/** Whether this quantity of the good will be grown to order rather than taken from stock. */
export const isCustomMade = (row: GoodsRow, quantity: number) =>
  row.madeToOrder && row.stock < quantity;

/** What stands between a cart line and an order, checked against the stock as it is now. */
export function lineProblem(row: GoodsRow, quantity: number, addedUnitPriceCents: number) {
  if (!row.onMarket) return 'OFF_MARKET';
  if (row.stock < quantity && !row.madeToOrder) {
    return isUnique(row.category) ? 'ITEM_SOLD' : 'OUT_OF_STOCK';
  }
  if (quantity < row.minBuy) return 'MIN_BUY_NOT_MET';
  if (row.priceCents !== addedUnitPriceCents) return 'PRICE_CHANGED';
  return null;
}

/**
 * Problems that keep a line out of the settlement and out of an order. A changed price does
 * not: the line is ordered at today's price, which the cart shows beside the old one.
 */
export const isBlocking = (
  problem: CartProblem | null,
): problem is Exclude<CartProblem, 'PRICE_CHANGED'> =>
  problem !== null && problem !== 'PRICE_CHANGED';

/**
 * A quantity the good can be sold in: one for a unique stone, whole pieces or hundredths of a
 * carat otherwise. `path` names the field for the 400.
 */
export function checkQuantity(row: GoodsRow, quantity: number, path: string) {
  const valid = isUnique(row.category)
    ? quantity === 1
    : isQuantityValid(quantity, stockUnit(row.category));
  if (!valid) throw new AppError('VALIDATION', [{ path, key: 'QUANTITY_INVALID' }]);
}

/** Whose cart: the buyer and the price tier their lines are priced at. */
type Buyer = Pick<AuthUser, 'id' | 'tier'>;

export type CartService = ReturnType<typeof cartService>;

export const cartService = ({
  db,
  goods,
  holds,
  agreed,
  agreedCentsOf,
}: {
  db: Db;
  goods: GoodsService;
  holds: Pick<HoldsService, 'mark' | 'refuseHeldByOthers'>;
  agreed: AgreedPrices;
  agreedCentsOf: AgreedCentsOf;
}) => {
  const wire = (row: GoodsRow) => goods.toWire(row);

  // The single stone of each cart line this instance has read: a line's stone never changes, so
  // an order can know which stones it races for before it asks the database (orders' stoneRace).
  const lineStones = new Map<number, { userId: number; goodsId: number }>();
  const rememberStone = (item: typeof cartItems.$inferSelect) => {
    lineStones.delete(item.id);
    lineStones.set(item.id, { userId: item.userId, goodsId: item.goodsId });
    // The oldest forgotten first: a map keeps the order lines were put in.
    if (lineStones.size > LINE_STONES_KEPT) lineStones.delete(lineStones.keys().next().value!);
  };

  /**
   * The lines of the buyer's cart with their goods, oldest first (in `tx` when given): the lines,
   * their stones and the prices agreed for them, in one statement.
   */
  async function cartLines(tx: DbOrTx, buyer: Buyer, cartIds?: number[]): Promise<CartLineRow[]> {
    const found = await tx
      .select({
        item: cartItems,
        goods: goodsTable,
        agreedCents: agreedCentsOf(cartItems.userId, cartItems.goodsId),
      })
      .from(cartItems)
      .innerJoin(goodsTable, eq(goodsTable.id, cartItems.goodsId))
      .where(
        and(eq(cartItems.userId, buyer.id), ...(cartIds ? [inArray(cartItems.id, cartIds)] : [])),
      ) // prettier-ignore
      .orderBy(cartItems.id);
    // At the buyer's tier: the cart shows, compares and orders the prices they are sent — or
    // the price a clerk agreed to, which stands instead of the tier's.
    const priced = goods.pricedFor(
      found.map((line) => line.goods),
      buyer.tier,
    );
    return found.map(({ item, agreedCents }, index) => {
      const row = priced[index]!;
      if (isUnique(row.category)) rememberStone(item);
      return agreedCents === null
        ? { item, goods: row }
        : { item, goods: atAgreedPrice(row, agreedCents), agreedCents };
    });
  }

  async function recommendations(buyer: Buyer, lines: CartLineRow[]) {
    const categories = [...new Set(lines.map((l) => l.goods.category))] as Category[];
    const rows = await goods.newest(
      categories.length ? categories : ['lab-white', 'natural-white'],
      lines.map((l) => l.goods.id),
      RECOMMENDATIONS,
    );
    return goods.pricedFor(rows, buyer.tier).map(wire);
  }

  async function read(buyer: Buyer): Promise<Cart> {
    const lines = await cartLines(db, buyer);
    const tabs = new Map<CartTab, CartItem[]>(CART_TABS.map((tab) => [tab, []]));
    let count = 0;
    let amountCents = 0;
    for (const { item, goods: row } of lines) {
      const problem = lineProblem(row, item.quantity, item.addedUnitPriceCents);
      const customMade = isCustomMade(row, item.quantity);
      const cents = lineCents(row.priceCents, item.quantity);
      if (item.selected && !isBlocking(problem)) {
        count += 1;
        amountCents += cents;
      }
      tabs.get(cartTabOf(row.category, customMade))!.push({
        CartId: item.id,
        Goods: wire(row),
        Quantity: item.quantity,
        Selected: item.selected,
        Amount: fromCents(cents),
        AddedUnitPrice: fromCents(item.addedUnitPriceCents),
        CustomMade: customMade,
        Problem: problem,
      });
    }
    const recommended = await recommendations(buyer, lines);
    // The stones someone holds say so, on the lines and among the suggestions.
    await holds.mark(buyer.id, [
      ...[...tabs.values()].flatMap((items) => items.map((item) => item.Goods)),
      ...recommended,
    ]);
    return {
      DiamondsRecommend: recommended,
      Statistics: { Count: count, Amount: fromCents(amountCents) },
      StatisticsDetail: CART_TABS.map((tab) => ({ Tab: tab, Data: tabs.get(tab)! })),
      TotalCount: lines.length,
    };
  }

  /** The buyer's own line, or 404. */
  async function ownLine(buyer: Buyer, cartId: number) {
    const [line] = await cartLines(db, buyer, [cartId]);
    if (!line) throw new AppError('NOT_FOUND');
    return line;
  }

  /** A quantity the shelf can serve now (or grow to order), at least the minimum buy. */
  function checkAvailable(row: GoodsRow, quantity: number) {
    if (!row.onMarket) throw new AppError('OFF_MARKET');
    if (row.stock < quantity && !row.madeToOrder) {
      throw new AppError(isUnique(row.category) ? 'ITEM_SOLD' : 'OUT_OF_STOCK');
    }
    if (quantity < row.minBuy) throw new AppError('MIN_BUY_NOT_MET');
  }

  return {
    read,
    linesOf: cartLines,

    /** The single stones of the buyer's lines that this instance has seen (none it has not). */
    stonesOf(userId: number, cartIds: readonly number[]): number[] {
      return cartIds.flatMap((id) => {
        const line = lineStones.get(id);
        return line?.userId === userId ? [line.goodsId] : [];
      });
    },

    /** Clears the lines an order took: a statement for the order to send with its own writes. */
    removeLinesStatement(tx: DbOrTx, userId: number, cartIds: number[]): SQL {
      return tx
        .delete(cartItems)
        .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, cartIds)))
        .getSQL();
    },

    /**
     * Puts a stone in the buyer's cart at a price agreed with them (an accepted offer), in the
     * caller's transaction: selected, the agreed price as the price it was added at. One more
     * line than CART_LINES_MAX is let in: the clerk's agreement is not lost to a full cart.
     */
    async putAtPrice(tx: DbOrTx, userId: number, goodsId: number, unitPriceCents: number) {
      await tx
        .insert(cartItems)
        .values({ userId, goodsId, quantity: 1, addedUnitPriceCents: unitPriceCents })
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.goodsId],
          set: { quantity: 1, selected: true, addedUnitPriceCents: unitPriceCents },
        });
    },

    /** Adds goods; a good already in the cart gets the new quantity added to its line. */
    async add(buyer: Buyer, body: CartAddBody): Promise<Cart> {
      const userId = buyer.id;
      const ids = body.GoodsList.map((g) => g.GoodsId);
      const [found, agreedPrices] = await Promise.all([
        goods.goodsByIds(ids),
        agreed(db, userId, ids),
      ]);
      const byId = new Map(
        goods.pricedFor(found, buyer.tier).map((r) => {
          const agreedCents = agreedPrices.get(r.id);
          return [r.id, agreedCents === undefined ? r : atAgreedPrice(r, agreedCents)];
        }),
      );
      const existing = new Map(
        (
          await db
            .select()
            .from(cartItems)
            .where(and(eq(cartItems.userId, userId), inArray(cartItems.goodsId, ids)))
        ).map((i) => [i.goodsId, i]),
      );
      const wanted = new Map<number, { row: GoodsRow; quantity: number }>();
      body.GoodsList.forEach((entry, index) => {
        const row = byId.get(entry.GoodsId);
        if (!row) throw new AppError('NOT_FOUND');
        const unique = isUnique(row.category);
        const quantity = unique ? 1 : (entry.Quantity ?? Math.max(row.minBuy, 1));
        checkQuantity(row, quantity, `GoodsList.${index}.Quantity`);
        const before = wanted.get(row.id)?.quantity ?? existing.get(row.id)?.quantity ?? 0;
        const total = unique ? 1 : Math.round((before + quantity) * 1000) / 1000;
        checkAvailable(row, total);
        wanted.set(row.id, { row, quantity: total });
      });
      await holds.refuseHeldByOthers(userId, [...wanted.keys()]);
      const [{ lines } = { lines: 0 }] = await db
        .select({ lines: sql<number>`count(*)::int` })
        .from(cartItems)
        .where(eq(cartItems.userId, userId));
      const added = [...wanted.keys()].filter((id) => !existing.has(id)).length;
      if (lines + added > CART_LINES_MAX) {
        throw new AppError('VALIDATION', [{ path: 'GoodsList', key: 'CART_FULL' }]);
      }
      for (const { row, quantity } of wanted.values()) {
        await db
          .insert(cartItems)
          .values({ userId, goodsId: row.id, quantity, addedUnitPriceCents: row.priceCents })
          .onConflictDoUpdate({
            target: [cartItems.userId, cartItems.goodsId],
            set: { quantity, selected: true, addedUnitPriceCents: row.priceCents },
          });
      }
      return read(buyer);
    },

    /** Removes lines; any id that is not one of the buyer's lines refuses the whole call. */
    async remove(buyer: Buyer, cartIds: number[]): Promise<Cart> {
      const unique = [...new Set(cartIds)];
      const lines = await cartLines(db, buyer, unique);
      if (lines.length !== unique.length) throw new AppError('NOT_FOUND');
      await db
        .delete(cartItems)
        .where(and(eq(cartItems.userId, buyer.id), inArray(cartItems.id, unique)));
      return read(buyer);
    },

    /**
     * Changes a line's quantity or selection. Touching a line also accepts its current price,
     * which clears PRICE_CHANGED.
     */
    async update(buyer: Buyer, body: CartUpdateBody): Promise<Cart> {
      const { item, goods: row } = await ownLine(buyer, body.CartId);
      const quantity = body.Quantity ?? item.quantity;
      if (body.Quantity !== undefined) {
        checkQuantity(row, quantity, 'Quantity');
        checkAvailable(row, quantity);
      }
      await db
        .update(cartItems)
        .set({
          quantity,
          selected: body.Selected ?? item.selected,
          addedUnitPriceCents: row.priceCents,
        })
        .where(eq(cartItems.id, item.id));
      return read(buyer);
    },

    /** Selects or clears every line of one tab. */
    async selectAll(buyer: Buyer, tab: CartTab, selected: boolean): Promise<Cart> {
      const lines = await cartLines(db, buyer);
      const ids = lines
        .filter((l) => cartTabOf(l.goods.category, isCustomMade(l.goods, l.item.quantity)) === tab)
        .map((l) => l.item.id);
      if (ids.length) {
        await db.update(cartItems).set({ selected }).where(inArray(cartItems.id, ids));
      }
      return read(buyer);
    },
  };
};
