CREATE INDEX "products_category_price_idx" ON "products" USING btree (lower("category"),"price_paise","id");--> statement-breakpoint
CREATE INDEX "products_parent_category_price_idx" ON "products" USING btree (lower("parent_category"),"price_paise","id");--> statement-breakpoint
CREATE INDEX "products_sub_category_price_idx" ON "products" USING btree (lower("sub_category"),"price_paise","id");