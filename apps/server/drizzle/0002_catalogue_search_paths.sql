-- Catalogue search paths that drizzle-kit cannot express.

-- One covering index for filtered queries: the grade columns as keys, every other filter and
-- sort column included, so counting and filter-then-sort run as index-only scans without
-- touching the wide goods rows.
CREATE INDEX "goods_listed_search_idx" ON "goods"
  ("category", "shape", "color_rank", "clarity_rank", "weight")
  INCLUDE ("id", "price_cents", "price_per_carat_cents", "discount_bp", "cut", "polish",
    "symmetry", "fluorescence", "lab", "location", "fancy_color", "intensity", "overtone",
    "process", "grade", "seed_shape", "orientation", "has_image", "has_video", "table_pct",
    "depth_pct", "length", "width", "thickness")
  WHERE "listed";
--> statement-breakpoint

-- One covering index per sort order (price, price per carat, weight, newest): a broad query
-- walks its sort order and filters on the included columns without reading a goods row.
CREATE INDEX "goods_listed_unit_price_idx" ON "goods" ("category", "price_cents", "id")
  INCLUDE ("shape", "color_rank", "clarity_rank", "weight", "price_per_carat_cents",
    "discount_bp", "cut", "polish", "symmetry", "fluorescence", "lab", "location", "fancy_color",
    "intensity", "overtone", "process", "grade", "seed_shape", "orientation", "has_image",
    "has_video", "table_pct", "depth_pct", "length", "width", "thickness")
  WHERE "listed";
--> statement-breakpoint
CREATE INDEX "goods_listed_price_idx" ON "goods" ("category", "price_per_carat_cents", "id")
  INCLUDE ("shape", "color_rank", "clarity_rank", "weight", "price_cents",
    "discount_bp", "cut", "polish", "symmetry", "fluorescence", "lab", "location", "fancy_color",
    "intensity", "overtone", "process", "grade", "seed_shape", "orientation", "has_image",
    "has_video", "table_pct", "depth_pct", "length", "width", "thickness")
  WHERE "listed";
--> statement-breakpoint
CREATE INDEX "goods_listed_weight_idx" ON "goods" ("category", "weight", "id")
  INCLUDE ("shape", "color_rank", "clarity_rank", "price_cents", "price_per_carat_cents",
    "discount_bp", "cut", "polish", "symmetry", "fluorescence", "lab", "location", "fancy_color",
    "intensity", "overtone", "process", "grade", "seed_shape", "orientation", "has_image",
    "has_video", "table_pct", "depth_pct", "length", "width", "thickness")
  WHERE "listed";
--> statement-breakpoint
CREATE INDEX "goods_listed_newest_idx" ON "goods" ("category", "id")
  INCLUDE ("shape", "color_rank", "clarity_rank", "weight", "price_cents", "price_per_carat_cents",
    "discount_bp", "cut", "polish", "symmetry", "fluorescence", "lab", "location", "fancy_color",
    "intensity", "overtone", "process", "grade", "seed_shape", "orientation", "has_image",
    "has_video", "table_pct", "depth_pct", "length", "width", "thickness")
  WHERE "listed";
--> statement-breakpoint

-- A version number every change to goods moves on (once per statement), so every server
-- instance can cache counts: a count is reused only while the version stands. A sequence
-- rather than a row, so concurrent orders never queue on one lock.
CREATE SEQUENCE "catalogue_version";
--> statement-breakpoint
CREATE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('catalogue_version');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "goods_bump_catalogue_version"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "goods"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
