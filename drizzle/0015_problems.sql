CREATE TABLE "contact_replies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"message_id" bigint NOT NULL,
	"text" text NOT NULL,
	"sent_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "problems" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"delivery_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolution" text,
	"amount_cents" integer,
	"replacement_delivery_id" bigint,
	"credit_delivery_id" bigint,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	CONSTRAINT "problems_kind" CHECK ("problems"."kind" in ('damaged', 'missing_item', 'wrong_box', 'allergy_reaction', 'other')),
	CONSTRAINT "problems_resolution" CHECK (("problems"."resolution" is null and "problems"."resolved_at" is null) or ("problems"."resolution" in ('replacement', 'refund', 'credit') and "problems"."resolved_at" is not null)),
	CONSTRAINT "problems_amount" CHECK ("problems"."amount_cents" is null or "problems"."amount_cents" > 0)
);
--> statement-breakpoint
DROP INDEX "deliveries_subscription_date_idx";--> statement-breakpoint
DROP INDEX "deliveries_subscription_sequence_idx";--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_by" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "replaces_delivery_id" bigint;--> statement-breakpoint
ALTER TABLE "contact_replies" ADD CONSTRAINT "contact_replies_message_id_contact_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."contact_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problems" ADD CONSTRAINT "problems_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problems" ADD CONSTRAINT "problems_replacement_delivery_id_deliveries_id_fk" FOREIGN KEY ("replacement_delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problems" ADD CONSTRAINT "problems_credit_delivery_id_deliveries_id_fk" FOREIGN KEY ("credit_delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_replies_message_idx" ON "contact_replies" USING btree ("message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "problems_open_delivery_idx" ON "problems" USING btree ("delivery_id") WHERE "problems"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "problems_uid_idx" ON "problems" USING btree ("uid","id");--> statement-breakpoint
CREATE INDEX "problems_open_idx" ON "problems" USING btree ("id") WHERE "problems"."resolved_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_subscription_date_idx" ON "deliveries" USING btree ("subscription_id","date") WHERE "deliveries"."replaces_delivery_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_subscription_sequence_idx" ON "deliveries" USING btree ("subscription_id","sequence") WHERE "deliveries"."replaces_delivery_id" is null;