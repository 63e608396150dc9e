ALTER TABLE "referral_credits" ADD COLUMN "placed_at" timestamp with time zone;--> statement-breakpoint
-- Decision 276: a credit already on a subscription before this column counts as placed there.
UPDATE "referral_credits" SET "placed_at" = "created_at" WHERE "subscription_id" IS NOT NULL;
