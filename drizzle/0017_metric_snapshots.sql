CREATE TABLE "metric_snapshots" (
	"day" date PRIMARY KEY NOT NULL,
	"active" integer NOT NULL,
	"paused" integer NOT NULL,
	"skipped" integer NOT NULL,
	"cancelled" integer NOT NULL,
	"mrr_cents" integer NOT NULL,
	"month_cancellations" integer NOT NULL,
	"month_cancellations_by_reason" jsonb NOT NULL,
	"month_shipped_by_box" jsonb NOT NULL,
	"figures" jsonb NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metric_snapshots_source" CHECK ("metric_snapshots"."source" in ('job', 'backfill')),
	CONSTRAINT "metric_snapshots_counts" CHECK ("metric_snapshots"."active" >= 0 and "metric_snapshots"."paused" >= 0 and "metric_snapshots"."skipped" >= 0 and "metric_snapshots"."cancelled" >= 0 and "metric_snapshots"."mrr_cents" >= 0 and "metric_snapshots"."month_cancellations" >= 0)
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_cancel_reason" CHECK ("subscriptions"."cancel_reason" is null or "subscriptions"."cancel_reason" in ('too-expensive', 'pet-not-interested', 'too-many-boxes', 'allergies', 'moving', 'other'));