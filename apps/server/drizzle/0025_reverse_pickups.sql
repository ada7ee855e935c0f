CREATE TABLE "reverse_shipment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"reverse_shipment_id" integer NOT NULL,
	"event_key" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"location" text,
	"note" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reverse_shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL,
	"order_id" text NOT NULL,
	"provider" text NOT NULL,
	"courier" text NOT NULL,
	"awb" text NOT NULL,
	"provider_order_id" text,
	"provider_shipment_id" text,
	"tracking_url" text,
	"lines" jsonb NOT NULL,
	"weight_grams" integer NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"rank" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_polled_at" timestamp with time zone,
	"received_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "shipping_settings" ADD COLUMN "type_packages" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "reverse_shipment_events" ADD CONSTRAINT "reverse_shipment_events_reverse_shipment_id_reverse_shipments_id_fk" FOREIGN KEY ("reverse_shipment_id") REFERENCES "public"."reverse_shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reverse_shipments" ADD CONSTRAINT "reverse_shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reverse_shipment_events_key" ON "reverse_shipment_events" USING btree ("reverse_shipment_id","event_key");--> statement-breakpoint
CREATE UNIQUE INDEX "reverse_shipments_return_key" ON "reverse_shipments" USING btree ("return_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reverse_shipments_awb_key" ON "reverse_shipments" USING btree ("provider","awb");