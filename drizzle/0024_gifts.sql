CREATE TABLE "gifts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"box_id" text NOT NULL,
	"deliveries" smallint NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"address_id" bigint,
	"message" text,
	"send_on" date NOT NULL,
	"order_id" uuid NOT NULL,
	"token_hash" text,
	"status" text NOT NULL,
	"sent_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"subscription_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gifts_status" CHECK ("gifts"."status" in ('awaiting_payment', 'scheduled', 'sent', 'claimed')),
	CONSTRAINT "gifts_deliveries" CHECK ("gifts"."deliveries" in (3, 6, 12)),
	CONSTRAINT "gifts_message" CHECK ("gifts"."message" is null or char_length("gifts"."message") <= 300),
	CONSTRAINT "gifts_claimed" CHECK (("gifts"."status" = 'claimed') = ("gifts"."subscription_id" is not null and "gifts"."claimed_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "address_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gifts_token_hash_idx" ON "gifts" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "gifts_order_idx" ON "gifts" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gifts_subscription_idx" ON "gifts" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "gifts_uid_idx" ON "gifts" USING btree ("uid","id");--> statement-breakpoint
CREATE INDEX "gifts_scheduled_idx" ON "gifts" USING btree ("send_on") WHERE "gifts"."status" = 'scheduled';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status" CHECK ("orders"."status" in ('pending', 'paid', 'failed', 'pay_on_delivery', 'cancelled', 'awaiting_transfer'));