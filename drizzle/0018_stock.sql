CREATE TABLE "stock_alerts" (
	"day" date PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_levels" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"on_hand" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_levels_kind_key_pk" PRIMARY KEY("kind","key"),
	CONSTRAINT "stock_levels_kind" CHECK ("stock_levels"."kind" in ('box', 'swap_in'))
);
