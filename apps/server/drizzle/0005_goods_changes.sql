-- The change log the shop's stock index follows (stock-index-sync.ts): the id of every good an
-- insert, update or delete touched, with the transaction that did it. Logged per statement
-- from the transition tables, so a bulk import writes one insert here, not one per row.
CREATE TABLE "goods_changes" (
  "xid" xid8 NOT NULL DEFAULT pg_current_xact_id(),
  "goods_id" integer NOT NULL,
  "at" timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX "goods_changes_xid_idx" ON "goods_changes" ("xid");
--> statement-breakpoint
CREATE INDEX "goods_changes_at_idx" ON "goods_changes" ("at");
--> statement-breakpoint
CREATE FUNCTION "log_goods_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO goods_changes (goods_id) SELECT id FROM old_rows;
  ELSE
    INSERT INTO goods_changes (goods_id) SELECT id FROM new_rows;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "goods_log_insert" AFTER INSERT ON "goods"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "log_goods_changes"();
--> statement-breakpoint
CREATE TRIGGER "goods_log_update" AFTER UPDATE ON "goods"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "log_goods_changes"();
--> statement-breakpoint
CREATE TRIGGER "goods_log_delete" AFTER DELETE ON "goods"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "log_goods_changes"();
--> statement-breakpoint
-- A truncate has no rows to name: goods id 0 tells every index to load the goods again.
CREATE FUNCTION "log_goods_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO goods_changes (goods_id) VALUES (0);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "goods_log_truncate" AFTER TRUNCATE ON "goods"
  FOR EACH STATEMENT EXECUTE FUNCTION "log_goods_truncate"();
