CREATE TABLE "contact_details" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"skype" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"hours" text DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"latitude" numeric(8, 6),
	"longitude" numeric(9, 6),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "contact_details_single_row" CHECK ("contact_details"."id" = 1),
	CONSTRAINT "contact_details_location_pair" CHECK (("contact_details"."latitude" is null) = ("contact_details"."longitude" is null))
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "latitude" numeric(8, 6);--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "longitude" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "contact_details" ADD CONSTRAINT "contact_details_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_location_pair" CHECK (("addresses"."latitude" is null) = ("addresses"."longitude" is null));