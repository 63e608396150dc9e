CREATE TABLE "failed_renewals" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"invoice" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"failed_at" timestamp with time zone NOT NULL,
	"retry_at" timestamp with time zone,
	"pay_url" text,
	"link_sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"method" text NOT NULL,
	"provider_refund" text,
	"actor_uid" text NOT NULL,
	"actor_email" text NOT NULL,
	"actor_role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount" CHECK ("refunds"."amount_cents" > 0),
	CONSTRAINT "refunds_method" CHECK ("refunds"."method" in ('card', 'recorded'))
);
--> statement-breakpoint
ALTER TABLE "failed_renewals" ADD CONSTRAINT "failed_renewals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");