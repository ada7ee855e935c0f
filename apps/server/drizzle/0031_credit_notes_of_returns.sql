DROP INDEX "tax_documents_order_kind_idx";--> statement-breakpoint
ALTER TABLE "tax_documents" ADD COLUMN "refund_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_order_kind_idx" ON "tax_documents" USING btree ("order_id","kind") WHERE "tax_documents"."refund_id" is null;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_refund_id_unique" UNIQUE("refund_id");