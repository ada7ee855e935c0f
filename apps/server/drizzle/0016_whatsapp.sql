CREATE TABLE "whatsapp_account_consents" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"opted_in" boolean NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_blocked_numbers" (
	"phone" text PRIMARY KEY NOT NULL,
	"blocked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_inbound" (
	"provider_id" text PRIMARY KEY NOT NULL,
	"from_phone" text NOT NULL,
	"order_id" text,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"outcome" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" text,
	"event" text NOT NULL,
	"language" text NOT NULL,
	"to_phone" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedupe_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"provider_id" text,
	"error_code" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	CONSTRAINT "whatsapp_messages_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "whatsapp_messages_status_check" CHECK ("whatsapp_messages"."status" in ('pending', 'sent', 'delivered', 'read', 'failed', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "whatsapp_order_consents" (
	"order_id" text PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"phone" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"opted_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "whatsapp_status_events" (
	"provider_id" text NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"error_code" text,
	"error_title" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_status_events_provider_id_status_pk" PRIMARY KEY("provider_id","status")
);
--> statement-breakpoint
CREATE INDEX "whatsapp_inbound_order_idx" ON "whatsapp_inbound" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "whatsapp_inbound_received_idx" ON "whatsapp_inbound" USING btree ("received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_messages_provider_idx" ON "whatsapp_messages" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "whatsapp_messages_due_idx" ON "whatsapp_messages" USING btree ("next_attempt_at") WHERE "whatsapp_messages"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "whatsapp_messages_order_idx" ON "whatsapp_messages" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "whatsapp_order_consents_user_idx" ON "whatsapp_order_consents" USING btree ("user_id");