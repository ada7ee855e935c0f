CREATE TABLE "shipment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"event_key" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"location" text,
	"note" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"provider" text NOT NULL,
	"courier" text NOT NULL,
	"awb" text NOT NULL,
	"provider_order_id" text,
	"provider_shipment_id" text,
	"tracking_url" text,
	"weight_grams" integer NOT NULL,
	"length_cm" integer NOT NULL,
	"breadth_cm" integer NOT NULL,
	"height_cm" integer NOT NULL,
	"cod_paise" integer DEFAULT 0 NOT NULL,
	"expected_delivery" text,
	"status" text DEFAULT 'booked' NOT NULL,
	"rank" smallint DEFAULT 0 NOT NULL,
	"manifest_day" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_polled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shipping_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"provider" text DEFAULT 'self' NOT NULL,
	"pickup" jsonb,
	"weight_grams" integer DEFAULT 500 NOT NULL,
	"length_cm" integer DEFAULT 30 NOT NULL,
	"breadth_cm" integer DEFAULT 25 NOT NULL,
	"height_cm" integer DEFAULT 5 NOT NULL,
	"self_courier_name" text DEFAULT 'Store courier' NOT NULL,
	"shiprocket_email" text DEFAULT '' NOT NULL,
	"shiprocket_password" text DEFAULT '' NOT NULL,
	"shiprocket_pickup_location" text DEFAULT 'Primary' NOT NULL,
	"shiprocket_webhook_token" text DEFAULT '' NOT NULL,
	"shiprocket_api_url" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_events_key" ON "shipment_events" USING btree ("shipment_id","event_key");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_awb_key" ON "shipments" USING btree ("provider","awb");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_order_key" ON "shipments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "shipments_manifest_day_idx" ON "shipments" USING btree ("manifest_day");