CREATE TABLE "offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"goods_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"offer_cents" bigint NOT NULL,
	"price_cents" bigint NOT NULL,
	"counter_cents" bigint,
	"agreed_cents" bigint,
	"note" text DEFAULT '' NOT NULL,
	"history" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"order_id" integer
);
--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offers_waiting_buyer_goods_idx" ON "offers" USING btree ("user_id","goods_id") WHERE status in ('open', 'countered');--> statement-breakpoint
CREATE INDEX "offers_buyer_idx" ON "offers" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "offers_waiting_expiry_idx" ON "offers" USING btree ("expires_at") WHERE status in ('open', 'countered');--> statement-breakpoint
CREATE INDEX "offers_status_idx" ON "offers" USING btree ("status","id");