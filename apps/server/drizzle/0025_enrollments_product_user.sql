DROP INDEX "enrollments_product";--> statement-breakpoint
CREATE INDEX "enrollments_product" ON "enrollments" USING btree ("tenant_id","product_id","user_id");