CREATE TABLE "saved_carts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"cart_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminded_at" timestamp with time zone,
	"restore_token_hash" text,
	"restore_expires_at" timestamp with time zone,
	"restore_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "whatsapp_offer_consents" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"opted_in" boolean NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "saved_carts_due_idx" ON "saved_carts" USING btree ("updated_at") WHERE "saved_carts"."reminded_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_carts_restore_idx" ON "saved_carts" USING btree ("restore_token_hash");