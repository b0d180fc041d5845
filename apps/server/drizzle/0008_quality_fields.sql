ALTER TABLE "goods" ADD COLUMN "eye_clean" text;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "bgm" text;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "black_inclusion" text;