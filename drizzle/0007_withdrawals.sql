CREATE TABLE "withdrawals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"full_name" text NOT NULL,
	"order_number" text NOT NULL,
	"email" text NOT NULL,
	"uid" text,
	"order_id" uuid,
	"outcome" text NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "withdrawals_outcome" CHECK ("withdrawals"."outcome" in ('received', 'cancelled', 'not_matched', 'follow_up')),
	CONSTRAINT "withdrawals_cancelled" CHECK ("withdrawals"."cancelled" >= 0)
);
--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawals_received_at_idx" ON "withdrawals" USING btree ("received_at" DESC NULLS LAST);