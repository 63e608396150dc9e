CREATE TABLE "referral_credits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"referrer_uid" text NOT NULL,
	"friend_order_id" uuid NOT NULL,
	"cents" integer NOT NULL,
	"subscription_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_credits_cents" CHECK ("referral_credits"."cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "referrer_uid" text;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "referrer_email" text;--> statement-breakpoint
ALTER TABLE "referral_credits" ADD CONSTRAINT "referral_credits_friend_order_id_orders_id_fk" FOREIGN KEY ("friend_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_credits_friend_order_idx" ON "referral_credits" USING btree ("friend_order_id");--> statement-breakpoint
CREATE INDEX "referral_credits_referrer_idx" ON "referral_credits" USING btree ("referrer_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_referrer_idx" ON "discount_codes" USING btree ("referrer_uid") WHERE "discount_codes"."referrer_uid" is not null;