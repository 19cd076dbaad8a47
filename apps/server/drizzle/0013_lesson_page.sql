CREATE TABLE "lesson_comments" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "lesson_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lesson_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"parent_id" integer,
	"content" varchar(2000) NOT NULL,
	"replies_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_comments_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "lesson_likes" (
	"tenant_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_likes_tenant_id_lesson_id_user_id_pk" PRIMARY KEY("tenant_id","lesson_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "live_products" (
	"tenant_id" integer NOT NULL,
	"live_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "live_products_tenant_id_live_id_product_id_pk" PRIMARY KEY("tenant_id","live_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "lives" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "lives_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" varchar(150) NOT NULL,
	"stream_url" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lives_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "lives_ends_after_start" CHECK ("lives"."ends_at" > "lives"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "marquees" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "marquees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"text" varchar(255) NOT NULL,
	"timer" integer DEFAULT 40 NOT NULL,
	"url" text,
	"type" varchar(16) DEFAULT 'horizontal' NOT NULL,
	"font" varchar(32) DEFAULT 'Poppins' NOT NULL,
	"font_weight" integer DEFAULT 400 NOT NULL,
	"border_radius" integer DEFAULT 8 NOT NULL,
	"background_color" varchar(7) DEFAULT '#6C5CE7' NOT NULL,
	"text_color" varchar(7) DEFAULT '#FFFFFF' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marquees_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "marquees_one_per_product" UNIQUE("tenant_id","product_id"),
	CONSTRAINT "marquees_timer" CHECK ("marquees"."timer" between 10 and 150)
);
--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "theme_classes" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "lesson_comments" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "lesson_comments" ADD CONSTRAINT "lesson_comments_tenant_id_lesson_id_lessons_tenant_id_id_fk" FOREIGN KEY ("tenant_id","lesson_id") REFERENCES "public"."lessons"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_comments" ADD CONSTRAINT "lesson_comments_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_comments" ADD CONSTRAINT "lesson_comments_tenant_id_parent_id_lesson_comments_tenant_id_id_fk" FOREIGN KEY ("tenant_id","parent_id") REFERENCES "public"."lesson_comments"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_likes" ADD CONSTRAINT "lesson_likes_tenant_id_lesson_id_lessons_tenant_id_id_fk" FOREIGN KEY ("tenant_id","lesson_id") REFERENCES "public"."lessons"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_likes" ADD CONSTRAINT "lesson_likes_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_products" ADD CONSTRAINT "live_products_tenant_id_live_id_lives_tenant_id_id_fk" FOREIGN KEY ("tenant_id","live_id") REFERENCES "public"."lives"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_products" ADD CONSTRAINT "live_products_tenant_id_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marquees" ADD CONSTRAINT "marquees_tenant_id_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_comments_thread" ON "lesson_comments" USING btree ("tenant_id","lesson_id","parent_id","id");--> statement-breakpoint
CREATE INDEX "lesson_comments_parent" ON "lesson_comments" USING btree ("tenant_id","parent_id","id");--> statement-breakpoint
CREATE INDEX "lesson_comments_user" ON "lesson_comments" USING btree ("tenant_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "lives_ends" ON "lives" USING btree ("tenant_id","ends_at");