CREATE TABLE "staff_sign_in_addresses" (
	"staff_id" uuid NOT NULL,
	"address_hash" text NOT NULL,
	"last_sign_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_sign_in_addresses_staff_id_address_hash_pk" PRIMARY KEY("staff_id","address_hash")
);
--> statement-breakpoint
ALTER TABLE "staff_sign_in_addresses" ADD CONSTRAINT "staff_sign_in_addresses_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;