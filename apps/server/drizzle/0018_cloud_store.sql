CREATE SEQUENCE "public"."store_enquiry_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000 CACHE 1;--> statement-breakpoint
CREATE TABLE "store_enquiries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_enquiries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"no" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_phone" text DEFAULT '' NOT NULL,
	"customer_email" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"locale" text NOT NULL,
	"status" text DEFAULT 'New' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"carted_at" timestamp with time zone,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_enquiries_no_unique" UNIQUE("no")
);
--> statement-breakpoint
CREATE TABLE "store_enquiry_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_enquiry_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enquiry_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"retail_cents" bigint NOT NULL,
	"wholesale_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stores_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"logo_file_id" uuid,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"language" text NOT NULL,
	"categories" jsonb NOT NULL,
	"markups" jsonb NOT NULL,
	"default_percent_bp" integer NOT NULL,
	"rounding" text NOT NULL,
	"enabled" boolean NOT NULL,
	"suspended" boolean DEFAULT false NOT NULL,
	"feed_nonce" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stores_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "stores_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "store_enquiries" ADD CONSTRAINT "store_enquiries_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_enquiries" ADD CONSTRAINT "store_enquiries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_enquiry_lines" ADD CONSTRAINT "store_enquiry_lines_enquiry_id_store_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."store_enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_enquiry_lines" ADD CONSTRAINT "store_enquiry_lines_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_logo_file_id_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_enquiries_store_newest_idx" ON "store_enquiries" USING btree ("store_id","id");--> statement-breakpoint
CREATE INDEX "store_enquiries_store_status_idx" ON "store_enquiries" USING btree ("store_id","status","id");--> statement-breakpoint
CREATE INDEX "store_enquiry_lines_enquiry_idx" ON "store_enquiry_lines" USING btree ("enquiry_id");