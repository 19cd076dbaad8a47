ALTER TABLE "products" ADD COLUMN "access_days" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sales_url" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status" CHECK ("products"."status" in ('active', 'inactive'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_access_days" CHECK ("products"."access_days" is null or "products"."access_days" between 1 and 36500);