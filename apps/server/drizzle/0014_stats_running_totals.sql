CREATE TABLE "orders_by_day" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_by_day_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"day" date NOT NULL,
	"orders" integer NOT NULL,
	"revenue_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_by_category" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_by_category_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"category" text NOT NULL,
	"count" integer NOT NULL,
	"value_cents" numeric NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "first_voucher_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "counts_as_sale" boolean GENERATED ALWAYS AS (coalesce(case when status = 'Abnormal' then resume_status else status end in ('PendingPayment', 'Processing', 'PendingShipment', 'Shipped', 'Received', 'Completed'), false)) STORED NOT NULL;
--> statement-breakpoint
-- The steps of the orders placed before: from their history and vouchers, as the orders
-- service now writes them (an order takes each step once; its first voucher is the earliest).
UPDATE "orders" o SET
  "confirmed_at" = s."confirmed_at",
  "paid_at" = s."paid_at",
  "shipped_at" = coalesce(o."shipped_at", s."shipped_at")
FROM (
  SELECT "order_id",
    min("created_at") FILTER (WHERE "action" = 'confirm') AS "confirmed_at",
    min("created_at") FILTER (WHERE "action" = 'markPaid') AS "paid_at",
    min("created_at") FILTER (WHERE "action" = 'ship') AS "shipped_at"
  FROM "order_history" WHERE "action" IN ('confirm', 'markPaid', 'ship')
  GROUP BY "order_id"
) s
WHERE s."order_id" = o."id";
--> statement-breakpoint
UPDATE "orders" o SET "first_voucher_at" = v."first_at"
FROM (SELECT "order_id", min("created_at") AS "first_at" FROM "order_vouchers" GROUP BY "order_id") v
WHERE v."order_id" = o."id";
--> statement-breakpoint
-- The funnel, the medians and the top buyers read the orders placed in a period from this
-- index alone (an index-only scan). It takes over from 0013's plain index on created_at; the
-- history's steps index served only the funnel.
CREATE INDEX "orders_placed_idx" ON "orders" ("created_at")
  INCLUDE ("user_id", "kind", "counts_as_sale", "amount_cents",
    "confirmed_at", "paid_at", "shipped_at", "first_voucher_at");
--> statement-breakpoint
DROP INDEX "orders_created_idx";
--> statement-breakpoint
DROP INDEX "order_history_steps_idx";
--> statement-breakpoint
-- The stock by category: what the dashboard counts (on the market with stock left, unit price
-- × stock), as it stands, then each statement's change appended by the triggers below, from
-- the transition tables, so an import of thousands of rows appends at most one row a category.
INSERT INTO "stock_by_category" ("category", "count", "value_cents")
SELECT "category", count(*), sum("price_cents" * "stock")
FROM "goods" WHERE "on_market" AND "stock" > 0
GROUP BY "category";
--> statement-breakpoint
CREATE FUNCTION "stock_by_category_of_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stock_by_category (category, count, value_cents)
  SELECT category, count(*), sum(price_cents * stock)
  FROM new_rows WHERE on_market AND stock > 0
  GROUP BY category;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "stock_by_category_of_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stock_by_category (category, count, value_cents)
  SELECT category, sum(count), sum(value_cents)
  FROM (
    SELECT category, 1 AS count, price_cents * stock AS value_cents
    FROM new_rows WHERE on_market AND stock > 0
    UNION ALL
    SELECT category, -1, -(price_cents * stock)
    FROM old_rows WHERE on_market AND stock > 0
  ) AS changes
  GROUP BY category
  HAVING sum(count) <> 0 OR sum(value_cents) <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "stock_by_category_of_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stock_by_category (category, count, value_cents)
  SELECT category, -count(*), -sum(price_cents * stock)
  FROM old_rows WHERE on_market AND stock > 0
  GROUP BY category;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "stock_by_category_of_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM stock_by_category;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "goods_stock_by_category_insert" AFTER INSERT ON "goods"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "stock_by_category_of_insert"();
--> statement-breakpoint
CREATE TRIGGER "goods_stock_by_category_update" AFTER UPDATE ON "goods"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "stock_by_category_of_update"();
--> statement-breakpoint
CREATE TRIGGER "goods_stock_by_category_delete" AFTER DELETE ON "goods"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "stock_by_category_of_delete"();
--> statement-breakpoint
CREATE TRIGGER "goods_stock_by_category_truncate" AFTER TRUNCATE ON "goods"
  FOR EACH STATEMENT EXECUTE FUNCTION "stock_by_category_of_truncate"();
--> statement-breakpoint
-- The orders placed per US Eastern day (America/New_York, EASTERN_TIME_ZONE in contract) and
-- the amount of the sales among them (counts_as_sale): the series of a period adds up its days.
-- An order moves between the figures when it becomes a sale or stops being one, is repriced
-- on confirmation, or is placed at another time: each update appends the difference.
INSERT INTO "orders_by_day" ("day", "orders", "revenue_cents")
SELECT ("created_at" AT TIME ZONE 'America/New_York')::date, count(*),
  coalesce(sum("amount_cents") FILTER (WHERE "counts_as_sale"), 0)
FROM "orders" GROUP BY 1;
--> statement-breakpoint
CREATE FUNCTION "orders_by_day_of_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO orders_by_day (day, orders, revenue_cents)
  SELECT (created_at AT TIME ZONE 'America/New_York')::date, count(*),
    coalesce(sum(amount_cents) FILTER (WHERE counts_as_sale), 0)
  FROM new_rows GROUP BY 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "orders_by_day_of_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO orders_by_day (day, orders, revenue_cents)
  SELECT day, sum(orders), sum(revenue_cents)
  FROM (
    SELECT (created_at AT TIME ZONE 'America/New_York')::date AS day, 1 AS orders,
      CASE WHEN counts_as_sale THEN amount_cents ELSE 0 END AS revenue_cents
    FROM new_rows
    UNION ALL
    SELECT (created_at AT TIME ZONE 'America/New_York')::date, -1,
      CASE WHEN counts_as_sale THEN -amount_cents ELSE 0 END
    FROM old_rows
  ) AS changes
  GROUP BY day
  HAVING sum(orders) <> 0 OR sum(revenue_cents) <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "orders_by_day_of_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO orders_by_day (day, orders, revenue_cents)
  SELECT (created_at AT TIME ZONE 'America/New_York')::date, -count(*),
    -coalesce(sum(amount_cents) FILTER (WHERE counts_as_sale), 0)
  FROM old_rows GROUP BY 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "orders_by_day_of_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM orders_by_day;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_by_day_insert" AFTER INSERT ON "orders"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "orders_by_day_of_insert"();
--> statement-breakpoint
CREATE TRIGGER "orders_by_day_update" AFTER UPDATE ON "orders"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "orders_by_day_of_update"();
--> statement-breakpoint
CREATE TRIGGER "orders_by_day_delete" AFTER DELETE ON "orders"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "orders_by_day_of_delete"();
--> statement-breakpoint
CREATE TRIGGER "orders_by_day_truncate" AFTER TRUNCATE ON "orders"
  FOR EACH STATEMENT EXECUTE FUNCTION "orders_by_day_of_truncate"();
