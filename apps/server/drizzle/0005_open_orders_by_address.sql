ALTER TABLE "orders" ADD COLUMN "placed_from" text;--> statement-breakpoint
CREATE INDEX "orders_open_by_address_idx" ON "orders" USING btree ("placed_from") WHERE "orders"."status" = 0;