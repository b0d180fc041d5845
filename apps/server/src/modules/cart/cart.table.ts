import { bigint, boolean, integer, numeric, pgTable, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table';
import { goods } from '../inventory/inventory.table';

const money = (name: string) => bigint(name, { mode: 'number' });
const quantity = (name: string) => numeric(name, { precision: 12, scale: 3, mode: 'number' });

/** One line per good in a buyer's cart, with the unit price it was added at. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    quantity: quantity('quantity').notNull(),
    selected: boolean('selected').notNull().default(true),
    addedUnitPriceCents: money('added_unit_price_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('cart_items_user_goods_unique').on(t.userId, t.goodsId)],
);
