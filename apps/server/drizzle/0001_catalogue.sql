CREATE TABLE "favourites" (
	"user_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_goods_id_pk" PRIMARY KEY("user_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "goods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category" text NOT NULL,
	"stock_no" text NOT NULL,
	"shape" text,
	"weight" numeric(8, 3) NOT NULL,
	"color" text,
	"color_rank" smallint,
	"clarity" text,
	"clarity_rank" smallint,
	"cut" text,
	"polish" text,
	"symmetry" text,
	"fluorescence" text,
	"lab" text,
	"certificate_no" text,
	"report_place" text,
	"report_date" date,
	"description" text,
	"location" text,
	"length" numeric(7, 2),
	"width" numeric(7, 2),
	"height" numeric(7, 2),
	"thickness" numeric(7, 2),
	"table_pct" numeric(7, 2),
	"depth_pct" numeric(7, 2),
	"crown_height" numeric(7, 2),
	"pavilion_depth" numeric(7, 2),
	"girdle" text,
	"culet" text,
	"milky" text,
	"shade" text,
	"fancy_color" text,
	"intensity" text,
	"overtone" text,
	"saturation" text,
	"hue" text,
	"process" text,
	"grade" text,
	"seed_shape" text,
	"orientation" text,
	"pricing_basis" text NOT NULL,
	"list_price_cents" bigint,
	"discount_bp" integer,
	"price_per_carat_cents" bigint NOT NULL,
	"price_cents" bigint NOT NULL,
	"stock" numeric(12, 3) DEFAULT 1 NOT NULL,
	"min_buy" numeric(12, 3) DEFAULT 1 NOT NULL,
	"made_to_order" boolean DEFAULT false NOT NULL,
	"on_market" boolean DEFAULT true NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"video" text,
	"listed" boolean GENERATED ALWAYS AS (on_market and (stock > 0 or made_to_order)) STORED NOT NULL,
	"has_image" boolean GENERATED ALWAYS AS (cardinality(images) > 0) STORED NOT NULL,
	"has_video" boolean GENERATED ALWAYS AS (video is not null) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_stock_no_unique" UNIQUE("stock_no")
);
--> statement-breakpoint
CREATE TABLE "list_prices" (
	"shape_group" text NOT NULL,
	"weight_from_mct" integer NOT NULL,
	"weight_to_mct" integer NOT NULL,
	"color" text NOT NULL,
	"clarity" text NOT NULL,
	"price_cents" bigint NOT NULL,
	CONSTRAINT "list_prices_shape_group_color_clarity_weight_from_mct_pk" PRIMARY KEY("shape_group","color","clarity","weight_from_mct")
);
--> statement-breakpoint
CREATE TABLE "ring_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ring_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"style_no" text NOT NULL,
	"name" text NOT NULL,
	"series" text NOT NULL,
	"brand" text NOT NULL,
	"metal" text NOT NULL,
	"center_shape" text NOT NULL,
	"center_weight_min" numeric(6, 2) NOT NULL,
	"center_weight_max" numeric(6, 2) NOT NULL,
	"metal_weight" numeric(6, 2) NOT NULL,
	"side_stones" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" bigint NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"on_market" boolean DEFAULT true NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"video" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ring_settings_style_no_unique" UNIQUE("style_no")
);
--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourites_user_newest_idx" ON "favourites" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "goods_stock_no_prefix_idx" ON "goods" USING btree ("stock_no" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "goods_certificate_idx" ON "goods" USING btree ("certificate_no" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "ring_settings_price_idx" ON "ring_settings" USING btree ("price_cents","id");