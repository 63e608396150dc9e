CREATE TABLE "provider_calls" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"subscription_id" bigint NOT NULL,
	"key" text NOT NULL,
	"call" jsonb NOT NULL,
	"change" jsonb NOT NULL,
	"request_scope" text,
	"request_key" text,
	"attempt_after" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_calls_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "provider_calls" ADD CONSTRAINT "provider_calls_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_calls" ADD CONSTRAINT "provider_calls_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;