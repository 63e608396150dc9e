ALTER TABLE "deliveries" ADD COLUMN "credit_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "credit_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_credit_cents" CHECK ("deliveries"."credit_cents" between 0 and "deliveries"."quantity" * ("deliveries"."unit_price_cents" + "deliveries"."shipping_cents"));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_credit_cents" CHECK ("subscriptions"."credit_cents" >= 0);