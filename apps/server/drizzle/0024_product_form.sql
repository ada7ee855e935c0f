ALTER TABLE "products" ADD COLUMN "fabric" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "care" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "saree_length_cm" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "blouse_piece" boolean;