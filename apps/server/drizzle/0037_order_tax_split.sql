-- How each order's GST was split when placed (CGST + SGST, CGST + UTGST or IGST), kept so that its
-- shipping and COD fee are taxed the same way whenever it is restated (the mails, the admin, a
-- change to cash on delivery, the invoice), even when no line carries a paisa of tax to read the
-- split back from. Orders placed before it stay null and keep the old reading (docs/tax.md).
ALTER TABLE "orders" ADD COLUMN "tax_split" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tax_split_check" CHECK ("orders"."tax_split" in ('cgst-sgst', 'cgst-utgst', 'igst'));
