ALTER TABLE "users" ADD COLUMN "phone" text;--> statement-breakpoint
CREATE INDEX "users_phone_idx" ON "users" USING btree ("phone");