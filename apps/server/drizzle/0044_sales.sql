CREATE TABLE "sale_deliveries" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "sale_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" varchar(16) NOT NULL,
	"event" text,
	"transaction" text,
	"email" text,
	"outcome" varchar(16) NOT NULL,
	"error" varchar(32),
	"error_detail" text,
	"dedupe_key" text,
	"sale" jsonb,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "sale_deliveries_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "sale_deliveries_outcome" CHECK ("sale_deliveries"."outcome" in ('pending', 'granted', 'revoked', 'ignored', 'duplicate', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "sale_integrations" (
	"tenant_id" integer NOT NULL,
	"provider" varchar(16) NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"key" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"secret" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_integrations_tenant_id_provider_pk" PRIMARY KEY("tenant_id","provider"),
	CONSTRAINT "sale_integrations_provider" CHECK ("sale_integrations"."provider" in ('hotmart', 'stripe', 'webhook'))
);
--> statement-breakpoint
CREATE TABLE "sale_mappings" (
	"tenant_id" integer NOT NULL,
	"provider" varchar(16) NOT NULL,
	"external_id" text NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "sale_mappings_tenant_id_provider_external_id_pk" PRIMARY KEY("tenant_id","provider","external_id")
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"tenant_id" integer NOT NULL,
	"provider" varchar(16) NOT NULL,
	"transaction" text NOT NULL,
	"subscription" text,
	"user_id" integer,
	"product_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"state" varchar(8) NOT NULL,
	"expires_at" timestamp with time zone,
	"period_end" timestamp with time zone,
	"occurred_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_tenant_id_provider_transaction_pk" PRIMARY KEY("tenant_id","provider","transaction"),
	CONSTRAINT "sales_state" CHECK ("sales"."state" in ('granted', 'revoked'))
);
--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "prior_source" varchar(16);--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "prior_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sale_deliveries" ADD CONSTRAINT "sale_deliveries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_integrations" ADD CONSTRAINT "sale_integrations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_mappings" ADD CONSTRAINT "sale_mappings_tenant_id_provider_sale_integrations_tenant_id_provider_fk" FOREIGN KEY ("tenant_id","provider") REFERENCES "public"."sale_integrations"("tenant_id","provider") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_mappings" ADD CONSTRAINT "sale_mappings_tenant_id_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sale_deliveries_dedupe" ON "sale_deliveries" USING btree ("tenant_id","provider","dedupe_key") WHERE "sale_deliveries"."dedupe_key" is not null;--> statement-breakpoint
CREATE INDEX "sales_subscription" ON "sales" USING btree ("tenant_id","provider","subscription") WHERE "sales"."subscription" is not null;--> statement-breakpoint
CREATE INDEX "sales_user" ON "sales" USING btree ("tenant_id","user_id");