CREATE TABLE "notification_mutes" (
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"community_id" integer NOT NULL,
	CONSTRAINT "notification_mutes_tenant_id_user_id_community_id_pk" PRIMARY KEY("tenant_id","user_id","community_id")
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"like_platform" boolean DEFAULT true NOT NULL,
	"like_email" boolean DEFAULT true NOT NULL,
	"comment_platform" boolean DEFAULT true NOT NULL,
	"comment_email" boolean DEFAULT true NOT NULL,
	"reply_platform" boolean DEFAULT true NOT NULL,
	"reply_email" boolean DEFAULT true NOT NULL,
	"post_platform" boolean DEFAULT true NOT NULL,
	"post_email" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "notification_receipts" (
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"event_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_receipts_tenant_id_user_id_event_id_pk" PRIMARY KEY("tenant_id","user_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"type" varchar(24) NOT NULL,
	"event_id" bigint NOT NULL,
	"data" jsonb NOT NULL,
	"redirect_url" text NOT NULL,
	"in_feed" boolean NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"others_count" integer DEFAULT 0 NOT NULL,
	"mail_state" varchar(8) DEFAULT 'none' NOT NULL,
	"post_id" integer,
	"community_comment_id" integer,
	"lesson_comment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "notifications_type" CHECK ("notifications"."type" in ('doubt', 'community_post', 'community_comment', 'community_reply', 'community_like')),
	CONSTRAINT "notifications_mail_state" CHECK ("notifications"."mail_state" in ('none', 'pending', 'sent', 'skipped'))
);
--> statement-breakpoint
ALTER TABLE "notification_mutes" ADD CONSTRAINT "notification_mutes_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_mutes" ADD CONSTRAINT "notification_mutes_tenant_id_community_id_communities_tenant_id_id_fk" FOREIGN KEY ("tenant_id","community_id") REFERENCES "public"."communities"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_receipts" ADD CONSTRAINT "notification_receipts_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_tenant_id_post_id_community_posts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","post_id") REFERENCES "public"."community_posts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_tenant_id_community_comment_id_community_comments_tenant_id_id_fk" FOREIGN KEY ("tenant_id","community_comment_id") REFERENCES "public"."community_comments"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_tenant_id_lesson_comment_id_lesson_comments_tenant_id_id_fk" FOREIGN KEY ("tenant_id","lesson_comment_id") REFERENCES "public"."lesson_comments"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_mutes_community" ON "notification_mutes" USING btree ("tenant_id","community_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_event" ON "notifications" USING btree ("tenant_id","user_id","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_like_fold" ON "notifications" USING btree ("tenant_id","user_id","post_id") WHERE "notifications"."type" = 'community_like' and not "notifications"."read";--> statement-breakpoint
CREATE INDEX "notifications_feed" ON "notifications" USING btree ("tenant_id","user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "notifications"."in_feed";--> statement-breakpoint
CREATE INDEX "notifications_unread" ON "notifications" USING btree ("tenant_id","user_id") WHERE "notifications"."in_feed" and not "notifications"."read";--> statement-breakpoint
CREATE INDEX "notifications_post" ON "notifications" USING btree ("tenant_id","post_id") WHERE "notifications"."post_id" is not null;--> statement-breakpoint
CREATE INDEX "notifications_community_comment" ON "notifications" USING btree ("tenant_id","community_comment_id") WHERE "notifications"."community_comment_id" is not null;--> statement-breakpoint
CREATE INDEX "notifications_lesson_comment" ON "notifications" USING btree ("tenant_id","lesson_comment_id") WHERE "notifications"."lesson_comment_id" is not null;--> statement-breakpoint
CREATE INDEX "notifications_mail_pending" ON "notifications" USING btree ("created_at") WHERE "notifications"."mail_state" = 'pending';