CREATE TABLE "gamification_per_day" (
	"tenant_id" integer NOT NULL,
	"action" varchar(24) NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"needed_interaction" integer DEFAULT 1 NOT NULL,
	"plus_user_score" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gamification_per_day_tenant_id_action_pk" PRIMARY KEY("tenant_id","action"),
	CONSTRAINT "gamification_per_day_action" CHECK ("gamification_per_day"."action" in ('post', 'like', 'reply', 'comment', 'like_class', 'comment_class', 'watch_class', 'finish_class', 'finish_module', 'finish_course')),
	CONSTRAINT "gamification_per_day_bounds" CHECK ("gamification_per_day"."needed_interaction" between 1 and 1000 and "gamification_per_day"."plus_user_score" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "gamification_plans" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "gamification_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gamification_plans_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "gamification_settings" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"custom_name" varchar(32),
	"login" integer DEFAULT 0 NOT NULL,
	"comment_class" integer DEFAULT 0 NOT NULL,
	"watch_class" integer DEFAULT 0 NOT NULL,
	"like_class" integer DEFAULT 0 NOT NULL,
	"finish_module" integer DEFAULT 0 NOT NULL,
	"finish_course" integer DEFAULT 0 NOT NULL,
	"finish_class" integer DEFAULT 0 NOT NULL,
	"score_posts" integer DEFAULT 0 NOT NULL,
	"score_comments" integer DEFAULT 0 NOT NULL,
	"score_replies" integer DEFAULT 0 NOT NULL,
	"score_likes" integer DEFAULT 0 NOT NULL,
	"show_ranking" boolean DEFAULT true NOT NULL,
	"period" integer DEFAULT 1 NOT NULL,
	"period_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gamification_settings_points" CHECK (least("gamification_settings"."login", "gamification_settings"."comment_class", "gamification_settings"."watch_class", "gamification_settings"."like_class", "gamification_settings"."finish_module", "gamification_settings"."finish_course", "gamification_settings"."finish_class", "gamification_settings"."score_posts", "gamification_settings"."score_comments", "gamification_settings"."score_replies", "gamification_settings"."score_likes") >= 0 and greatest("gamification_settings"."login", "gamification_settings"."comment_class", "gamification_settings"."watch_class", "gamification_settings"."like_class", "gamification_settings"."finish_module", "gamification_settings"."finish_course", "gamification_settings"."finish_class", "gamification_settings"."score_posts", "gamification_settings"."score_comments", "gamification_settings"."score_replies", "gamification_settings"."score_likes") <= 10000),
	CONSTRAINT "gamification_settings_period" CHECK ("gamification_settings"."period" >= 1)
);
--> statement-breakpoint
CREATE TABLE "level_permissions" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "level_permissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"level_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "level_permissions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "levels" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "levels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(150) NOT NULL,
	"needed_score" integer NOT NULL,
	"color" varchar(32) DEFAULT '#228be6' NOT NULL,
	"image" text,
	"show_level_on_profile" boolean DEFAULT true NOT NULL,
	"show_score_on_profile" boolean DEFAULT true NOT NULL,
	"animation" varchar(32) DEFAULT 'none' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "levels_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "levels_needed_score" CHECK ("levels"."needed_score" between 0 and 100000000)
);
--> statement-breakpoint
CREATE TABLE "reward_permissions" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "reward_permissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reward_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_permissions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "rewards" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "rewards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(150) NOT NULL,
	"reward_type" varchar(8) NOT NULL,
	"needed_score" integer,
	"quiz_id" integer,
	"lesson_id" integer,
	"description" varchar(250) DEFAULT '' NOT NULL,
	"delivery_type" varchar(8) NOT NULL,
	"content_key" text,
	"content_name" varchar(255),
	"content_type" varchar(127),
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"badge_url" text,
	"embed" text,
	"deliverable_product_id" integer,
	"song" varchar(32) DEFAULT 'none' NOT NULL,
	"animation" varchar(32) DEFAULT 'none' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rewards_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "rewards_type" CHECK ("rewards"."reward_type" in ('score', 'quiz', 'lesson')),
	CONSTRAINT "rewards_delivery" CHECK ("rewards"."delivery_type" in ('file', 'link', 'badge', 'embed', 'product')),
	CONSTRAINT "rewards_criterion" CHECK (("rewards"."reward_type" <> 'score' or "rewards"."needed_score" between 0 and 100000000) and ("rewards"."reward_type" <> 'quiz' or "rewards"."quiz_id" is not null) and ("rewards"."reward_type" <> 'lesson' or "rewards"."lesson_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "gamification_per_day" ADD CONSTRAINT "gamification_per_day_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_plans" ADD CONSTRAINT "gamification_plans_tenant_id_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_settings" ADD CONSTRAINT "gamification_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_permissions" ADD CONSTRAINT "level_permissions_tenant_id_level_id_levels_tenant_id_id_fk" FOREIGN KEY ("tenant_id","level_id") REFERENCES "public"."levels"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_permissions" ADD CONSTRAINT "level_permissions_tenant_id_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "levels" ADD CONSTRAINT "levels_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_permissions" ADD CONSTRAINT "reward_permissions_tenant_id_reward_id_rewards_tenant_id_id_fk" FOREIGN KEY ("tenant_id","reward_id") REFERENCES "public"."rewards"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_permissions" ADD CONSTRAINT "reward_permissions_tenant_id_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_tenant_id_quiz_id_quizzes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","quiz_id") REFERENCES "public"."quizzes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_tenant_id_lesson_id_lessons_tenant_id_id_fk" FOREIGN KEY ("tenant_id","lesson_id") REFERENCES "public"."lessons"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_tenant_id_deliverable_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","deliverable_product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gamification_plans_product" ON "gamification_plans" USING btree ("tenant_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "level_permissions_product" ON "level_permissions" USING btree ("tenant_id","level_id","product_id");--> statement-breakpoint
CREATE INDEX "levels_score_index" ON "levels" USING btree ("tenant_id","needed_score");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_permissions_product" ON "reward_permissions" USING btree ("tenant_id","reward_id","product_id");--> statement-breakpoint
CREATE INDEX "rewards_quiz_index" ON "rewards" USING btree ("tenant_id","quiz_id");--> statement-breakpoint
CREATE INDEX "rewards_lesson_index" ON "rewards" USING btree ("tenant_id","lesson_id");