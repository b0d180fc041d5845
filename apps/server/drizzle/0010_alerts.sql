CREATE TABLE "alert_mails" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alert_mails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"goods_id" integer NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "saved_search_id" integer;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "digest_new" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "digest_drops" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "digest_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alert_mails" ADD CONSTRAINT "alert_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_mails_next_idx" ON "alert_mails" USING btree ("next_at");--> statement-breakpoint
CREATE INDEX "saved_searches_alerting_idx" ON "saved_searches" USING btree ("alert","id");--> statement-breakpoint
-- What saved-search alerts look for (saved-searches/alerts.ts): a good that came on sale, or
-- whose price went down while on sale. Per statement, from the transition tables, so a bulk
-- import writes one insert here; an import's upsert fires both triggers, each with its rows.
CREATE FUNCTION "stock_events_of_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stock_events (goods_id, kind) SELECT id, 'new' FROM new_rows WHERE listed;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "stock_events_of_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stock_events (goods_id, kind)
  SELECT n.id, CASE WHEN o.listed THEN 'drop' ELSE 'new' END
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE n.listed AND (NOT o.listed OR n.price_cents < o.price_cents);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "goods_stock_events_insert" AFTER INSERT ON "goods"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "stock_events_of_insert"();
--> statement-breakpoint
CREATE TRIGGER "goods_stock_events_update" AFTER UPDATE ON "goods"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "stock_events_of_update"();
