ALTER TABLE "chat_messages" ADD COLUMN "goods_id" integer;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "request_kind" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE set null ON UPDATE no action;