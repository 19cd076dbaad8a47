CREATE TABLE "banners" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "banners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category" varchar(191) DEFAULT '' NOT NULL,
	"title" varchar(191) DEFAULT '' NOT NULL,
	"subtitle" varchar(250) DEFAULT '' NOT NULL,
	"text_button" varchar(191) DEFAULT '' NOT NULL,
	"url_primary" text,
	"headline_image" text,
	"url_image" text,
	"url_image_vertical" text,
	"url_video" text,
	"url_video_vertical" text,
	"font_headline" varchar(32),
	"weight_headline" integer DEFAULT 400 NOT NULL,
	"size_headline" integer DEFAULT 16 NOT NULL,
	"font_title" varchar(32),
	"weight_title" integer DEFAULT 400 NOT NULL,
	"size_title" integer DEFAULT 16 NOT NULL,
	"font_subtitle" varchar(32),
	"weight_subtitle" integer DEFAULT 400 NOT NULL,
	"size_subtitle" integer DEFAULT 16 NOT NULL,
	"font_button" varchar(32),
	"weight_text_button" integer DEFAULT 400 NOT NULL,
	"size_text_button" integer DEFAULT 16 NOT NULL,
	"order" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banners_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "carousel_items" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "carousel_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"carousel_id" integer NOT NULL,
	"course_id" integer,
	"module_id" integer,
	"lesson_id" integer,
	"order" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "carousel_items_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "carousels" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "carousels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" varchar(191) NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"type" integer NOT NULL,
	"custom" boolean DEFAULT true NOT NULL,
	"type_content" integer,
	"card_type" varchar(16) DEFAULT 'horizontal' NOT NULL,
	"carousel_type" varchar(16) DEFAULT 'Regular' NOT NULL,
	"cards_per_group" integer DEFAULT 0 NOT NULL,
	"cards_per_group_mobile" integer DEFAULT 0 NOT NULL,
	"autoplay" boolean DEFAULT false NOT NULL,
	"autoplay_time" integer DEFAULT 4 NOT NULL,
	"font_title" varchar(32),
	"weight_title" integer DEFAULT 900 NOT NULL,
	"size_title" integer DEFAULT 27 NOT NULL,
	"font_description" varchar(32),
	"weight_description" integer DEFAULT 300 NOT NULL,
	"size_description" integer DEFAULT 18 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"order" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carousels_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"target_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_tenant_id_user_id_kind_target_id_pk" PRIMARY KEY("tenant_id","user_id","kind","target_id")
);
--> statement-breakpoint
CREATE TABLE "video_uploads" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "video_uploads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"key" varchar(255) NOT NULL,
	"filename" varchar(255) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"status" varchar(16) DEFAULT 'processing' NOT NULL,
	"content_type" varchar(100),
	"size_bytes" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_uploads_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "banner_custom_transition_type" varchar(8) DEFAULT 'normal' NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "banner_custom_autoplay" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "banner_custom_autoplay_time" integer DEFAULT 6 NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "show_carrousel_continue_class" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "show_carrousel_continue_module" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "show_carrousel_continue_course" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "show_carrousel_highlight" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "show_blocked_content" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "home_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carousel_items" ADD CONSTRAINT "carousel_items_tenant_id_carousel_id_carousels_tenant_id_id_fk" FOREIGN KEY ("tenant_id","carousel_id") REFERENCES "public"."carousels"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carousel_items" ADD CONSTRAINT "carousel_items_tenant_id_course_id_courses_tenant_id_id_fk" FOREIGN KEY ("tenant_id","course_id") REFERENCES "public"."courses"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carousel_items" ADD CONSTRAINT "carousel_items_tenant_id_module_id_modules_tenant_id_id_fk" FOREIGN KEY ("tenant_id","module_id") REFERENCES "public"."modules"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carousel_items" ADD CONSTRAINT "carousel_items_tenant_id_lesson_id_lessons_tenant_id_id_fk" FOREIGN KEY ("tenant_id","lesson_id") REFERENCES "public"."lessons"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carousels" ADD CONSTRAINT "carousels_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_uploads" ADD CONSTRAINT "video_uploads_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_uploads" ADD CONSTRAINT "video_uploads_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_order" ON "banners" USING btree ("tenant_id","order");--> statement-breakpoint
CREATE INDEX "carousel_items_order" ON "carousel_items" USING btree ("tenant_id","carousel_id","order");--> statement-breakpoint
CREATE INDEX "carousels_order" ON "carousels" USING btree ("tenant_id","order");--> statement-breakpoint
CREATE UNIQUE INDEX "carousels_system_type" ON "carousels" USING btree ("tenant_id","type") WHERE type >= 5;--> statement-breakpoint
CREATE INDEX "favorites_recent" ON "favorites" USING btree ("tenant_id","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "video_uploads_token" ON "video_uploads" USING btree ("token_hash");