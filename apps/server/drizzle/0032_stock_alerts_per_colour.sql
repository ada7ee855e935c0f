DROP INDEX "stock_alerts_waiting_idx";--> statement-breakpoint
DROP INDEX "stock_alerts_pending_idx";--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD COLUMN "color" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_waiting_idx" ON "stock_alerts" USING btree ("product_id","size","color",lower("email")) WHERE "stock_alerts"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "stock_alerts_pending_idx" ON "stock_alerts" USING btree ("product_id","size","color") WHERE "stock_alerts"."notified_at" is null;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_language_check" CHECK ("stock_alerts"."language" in ('en', 'hi'));