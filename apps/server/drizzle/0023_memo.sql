CREATE TABLE "memo_limits" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"limit_cents" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memo_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "memo_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"memo_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"price_cents" bigint NOT NULL,
	"outcome" text DEFAULT 'out' NOT NULL,
	"return_tracking_no" text,
	"received_at" timestamp with time zone,
	"order_id" integer,
	CONSTRAINT "memo_lines_memo_goods_unique" UNIQUE("memo_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "memos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "memos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"address" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"tracking_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shipped_at" timestamp with time zone,
	"due_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"reminded_days" integer
);
--> statement-breakpoint
ALTER TABLE "memo_limits" ADD CONSTRAINT "memo_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memo_lines" ADD CONSTRAINT "memo_lines_memo_id_memos_id_fk" FOREIGN KEY ("memo_id") REFERENCES "public"."memos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memo_lines" ADD CONSTRAINT "memo_lines_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memo_lines" ADD CONSTRAINT "memo_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memos" ADD CONSTRAINT "memos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memo_lines_goods_idx" ON "memo_lines" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "memos_buyer_idx" ON "memos" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "memos_status_idx" ON "memos" USING btree ("status","id");