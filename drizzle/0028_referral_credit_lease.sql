-- Decision 276: a row claimed for Stripe and not placed before this column keeps it null; the
-- next pass leases it and, as it did not claim it, asks Stripe for its item before giving it.
ALTER TABLE "referral_credits" ADD COLUMN "placing_at" timestamp with time zone;
