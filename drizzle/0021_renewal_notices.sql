CREATE TABLE "subscription_notices" (
	"subscription_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"due_on" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_notices_subscription_id_kind_due_on_pk" PRIMARY KEY("subscription_id","kind","due_on"),
	CONSTRAINT "subscription_notices_kind" CHECK ("subscription_notices"."kind" in ('renewal', 'anniversary'))
);
--> statement-breakpoint
CREATE TABLE "subscription_prices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subscription_id" bigint NOT NULL,
	"box_id" text NOT NULL,
	"old_unit_price_cents" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"noticed_on" date NOT NULL,
	"effective_on" date NOT NULL,
	"first_box_on" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_prices_status" CHECK ("subscription_prices"."status" in ('pending', 'applied', 'void')),
	CONSTRAINT "subscription_prices_cents" CHECK ("subscription_prices"."old_unit_price_cents" >= 0 and "subscription_prices"."unit_price_cents" >= 0),
	CONSTRAINT "subscription_prices_notice" CHECK ("subscription_prices"."effective_on" >= "subscription_prices"."noticed_on" + 30)
);
--> statement-breakpoint
ALTER TABLE "subscription_notices" ADD CONSTRAINT "subscription_notices_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_prices" ADD CONSTRAINT "subscription_prices_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_prices_pending_idx" ON "subscription_prices" USING btree ("subscription_id") WHERE "subscription_prices"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "subscription_prices_subscription_idx" ON "subscription_prices" USING btree ("subscription_id","id");