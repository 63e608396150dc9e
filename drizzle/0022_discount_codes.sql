CREATE TABLE "discount_code_uses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code_id" bigint NOT NULL,
	"order_id" uuid NOT NULL,
	"uid" text NOT NULL,
	"discount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_code_uses_cents" CHECK ("discount_code_uses"."discount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"percent_off" smallint,
	"amount_off_cents" integer,
	"first_box_only" boolean NOT NULL,
	"months" smallint,
	"starts_on" date,
	"ends_on" date,
	"max_uses" integer,
	"once_per_customer" boolean NOT NULL,
	"box_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"plan_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_one_kind" CHECK (("discount_codes"."percent_off" is null) <> ("discount_codes"."amount_off_cents" is null)),
	CONSTRAINT "discount_codes_percent" CHECK ("discount_codes"."percent_off" is null or "discount_codes"."percent_off" between 1 and 100),
	CONSTRAINT "discount_codes_amount" CHECK ("discount_codes"."amount_off_cents" is null or "discount_codes"."amount_off_cents" > 0),
	CONSTRAINT "discount_codes_months" CHECK (("discount_codes"."first_box_only" and "discount_codes"."months" is null) or (not "discount_codes"."first_box_only" and "discount_codes"."months" between 1 and 36)),
	CONSTRAINT "discount_codes_max_uses" CHECK ("discount_codes"."max_uses" is null or "discount_codes"."max_uses" > 0),
	CONSTRAINT "discount_codes_dates" CHECK ("discount_codes"."starts_on" is null or "discount_codes"."ends_on" is null or "discount_codes"."starts_on" <= "discount_codes"."ends_on")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "discount_ends_on" date;--> statement-breakpoint
ALTER TABLE "discount_code_uses" ADD CONSTRAINT "discount_code_uses_code_id_discount_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."discount_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_uses" ADD CONSTRAINT "discount_code_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_code_uses_order_idx" ON "discount_code_uses" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "discount_code_uses_code_uid_idx" ON "discount_code_uses" USING btree ("code_id","uid");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code_idx" ON "discount_codes" USING btree (lower("code"));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_cents" CHECK ("orders"."discount_cents" >= 0);--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_discount_cents" CHECK ("deliveries"."discount_cents" >= 0);--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_discount_cents" CHECK ("order_lines"."discount_cents" between 0 and "order_lines"."line_total_cents");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_discount_cents" CHECK ("subscriptions"."discount_cents" >= 0);