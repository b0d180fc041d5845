-- The manager's dashboard (GET /api/Admin/Stats) at a million stones and 100,000 orders.

-- Orders by when they were placed: every figure of a period starts from this range.
CREATE INDEX "orders_created_idx" ON "orders" ("created_at");
--> statement-breakpoint

-- The steps an order took (confirmed, paid, shipped) and when: read without the history rows.
CREATE INDEX "order_history_steps_idx" ON "order_history" ("order_id")
  INCLUDE ("action", "created_at")
  WHERE "action" IN ('confirm', 'markPaid', 'ship');
--> statement-breakpoint

-- Goods on the market with stock left, oldest first: the slow movers are its first entries,
-- and the stock by category an index-only scan of it, never the wide goods rows.
CREATE INDEX "goods_in_stock_age_idx" ON "goods" ("created_at", "id")
  INCLUDE ("category", "price_cents", "stock")
  WHERE "on_market" AND "stock" > 0;
