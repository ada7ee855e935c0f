-- The admin's order list newest first and Today's revenue, at 100,000 orders (docs/decisions/009-admin.md):
-- ascending indexes read backwards serve ORDER BY created_at DESC, id DESC (a DESC index is NULLS LAST
-- and does not), and paid orders' amount and status ride in the index Today sums.
DROP INDEX "orders_status_idx";--> statement-breakpoint
DROP INDEX "orders_created_idx";--> statement-breakpoint
DROP INDEX "orders_paid_idx";--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_paid_idx" ON "orders" USING btree ("paid_at","total_paise","status") WHERE "orders"."paid_at" is not null;