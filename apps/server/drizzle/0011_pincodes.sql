CREATE TABLE "pincode_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_pin" integer NOT NULL,
	"to_pin" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pincodes" (
	"pin" integer PRIMARY KEY NOT NULL,
	"office" text NOT NULL,
	"city" text NOT NULL,
	"district" text NOT NULL,
	"state" text NOT NULL,
	"other_states" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE INDEX "pincode_rules_range_idx" ON "pincode_rules" USING btree ("from_pin","to_pin");