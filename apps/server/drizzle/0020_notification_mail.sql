CREATE TABLE "notification_mail_log" (
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"last_sent_at" timestamp with time zone,
	"day" date,
	"sent_that_day" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "notification_mail_log_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "notification_mail_log" ADD CONSTRAINT "notification_mail_log_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;