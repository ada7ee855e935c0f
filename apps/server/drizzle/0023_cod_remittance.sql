CREATE TABLE "cod_remittance_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"remittance_id" text NOT NULL,
	"awb" text NOT NULL,
	"shipment_id" integer,
	"amount_paise" integer NOT NULL,
	"expected_paise" integer,
	"outcome" text NOT NULL,
	"remitted_on" text,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cod_remittance_lines" ADD CONSTRAINT "cod_remittance_lines_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cod_remittance_lines_key" ON "cod_remittance_lines" USING btree ("remittance_id","awb");--> statement-breakpoint
CREATE INDEX "cod_remittance_lines_shipment_idx" ON "cod_remittance_lines" USING btree ("shipment_id");--> statement-breakpoint
-- Hand-written: a parcel is paid for by one remittance line at most, even under two imports at once.
CREATE UNIQUE INDEX "cod_remittance_lines_matched_once" ON "cod_remittance_lines" USING btree ("shipment_id") WHERE "outcome" = 'matched';
