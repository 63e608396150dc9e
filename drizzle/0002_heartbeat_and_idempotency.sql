CREATE TABLE "health_heartbeat" (
	"id" smallint PRIMARY KEY NOT NULL,
	"beat_at" timestamp with time zone NOT NULL,
	CONSTRAINT "health_heartbeat_one_row" CHECK ("health_heartbeat"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status" smallint,
	"body" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");