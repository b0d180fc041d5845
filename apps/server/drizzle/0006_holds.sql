CREATE TABLE "holds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "holds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"goods_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_by" text
);
--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "goods_id" integer;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "holds_current_goods_idx" ON "holds" USING btree ("goods_id") WHERE ended_at is null;--> statement-breakpoint
CREATE INDEX "holds_current_user_idx" ON "holds" USING btree ("user_id") WHERE ended_at is null;--> statement-breakpoint
CREATE INDEX "holds_current_expiry_idx" ON "holds" USING btree ("expires_at") WHERE ended_at is null;