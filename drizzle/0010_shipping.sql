ALTER TABLE "orders" ADD COLUMN "shipping_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "shipping_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "shipping_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "shipping_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_cents" CHECK ("orders"."shipping_cents" >= 0 and "orders"."shipping_cents" <= "orders"."total_cents");--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_shipping_cents" CHECK ("deliveries"."shipping_cents" >= 0);--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_shipping_cents" CHECK ("order_lines"."shipping_cents" >= 0);--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_shipping_cents" CHECK ("subscriptions"."shipping_cents" >= 0);