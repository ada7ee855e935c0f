CREATE TABLE "order_cancellations" (
	"order_id" text PRIMARY KEY NOT NULL,
	"cancelled_by" text NOT NULL,
	"reason" text,
	"refund_due_paise" integer DEFAULT 0 NOT NULL,
	"refund_method" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_cancellations" ADD CONSTRAINT "order_cancellations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;