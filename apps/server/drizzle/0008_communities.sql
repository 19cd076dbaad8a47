CREATE TABLE "communities" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "communities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" varchar(50) NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"principal" boolean DEFAULT false NOT NULL,
	"show_ranking" boolean DEFAULT true NOT NULL,
	"show_continue_watching" boolean DEFAULT true NOT NULL,
	"background_image" varchar(191),
	"background_color" varchar(7) DEFAULT '#121212' NOT NULL,
	"primary_text_color" varchar(7),
	"secondary_text_color" varchar(7),
	"shadow_color" varchar(7),
	"font_family" varchar(32),
	"button_sales_text" varchar(50) DEFAULT '' NOT NULL,
	"sales_url" varchar(2048) DEFAULT '' NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cover_path" text,
	"is_private" boolean DEFAULT false NOT NULL,
	"hide_channels_groups" boolean DEFAULT false NOT NULL,
	"upsell_text" varchar(50) DEFAULT '' NOT NULL,
	"upsell_link" varchar(2048) DEFAULT '' NOT NULL,
	"publications" boolean DEFAULT true NOT NULL,
	"comments" boolean DEFAULT true NOT NULL,
	"likes" boolean DEFAULT true NOT NULL,
	"text" boolean DEFAULT true NOT NULL,
	"allow_files" boolean DEFAULT true NOT NULL,
	"videos" boolean DEFAULT true NOT NULL,
	"images" boolean DEFAULT true NOT NULL,
	"carousels" boolean DEFAULT true NOT NULL,
	"order" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "communities_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "community_products" (
	"tenant_id" integer NOT NULL,
	"community_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "community_products_tenant_id_community_id_product_id_pk" PRIMARY KEY("tenant_id","community_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "community_form" varchar(8) DEFAULT 'config' NOT NULL;--> statement-breakpoint
ALTER TABLE "communities" ADD CONSTRAINT "communities_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_products" ADD CONSTRAINT "community_products_tenant_id_community_id_communities_tenant_id_id_fk" FOREIGN KEY ("tenant_id","community_id") REFERENCES "public"."communities"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_products" ADD CONSTRAINT "community_products_tenant_id_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "communities_order" ON "communities" USING btree ("tenant_id","order");--> statement-breakpoint
CREATE INDEX "community_products_product" ON "community_products" USING btree ("tenant_id","product_id");--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_community_form" CHECK ("community_form" IN ('config', 'legacy'));
