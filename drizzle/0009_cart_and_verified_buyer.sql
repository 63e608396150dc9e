CREATE TABLE "carts" (
	"uid" text PRIMARY KEY NOT NULL,
	"lines" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_lines_array" CHECK (jsonb_typeof("carts"."lines") = 'array')
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "verified_buyer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Reviews written before this migration: their author had received the box when writing
-- (a shipped delivery of it, dated on or before the review's day; decision 220).
UPDATE "reviews" r SET "verified_buyer" = true
WHERE r."author_uid" IS NOT NULL AND EXISTS (
	SELECT 1 FROM "deliveries" d JOIN "subscriptions" s ON s."id" = d."subscription_id"
	WHERE s."uid" = r."author_uid" AND d."box_id" = r."box_id" AND d."status" = 'shipped'
		AND d."date" <= (r."created_at" AT TIME ZONE 'UTC')::date
);
