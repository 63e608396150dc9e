ALTER TABLE "gifts" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gifts" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "gifts_unclaimed_idx" ON "gifts" USING btree ("sent_at") WHERE "gifts"."status" = 'sent' and "gifts"."reminded_at" is null;