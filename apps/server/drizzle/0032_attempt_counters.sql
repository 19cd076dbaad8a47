CREATE TABLE "attempt_counters" (
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"action" varchar(32) NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "attempt_counters_tenant_id_user_id_action_window_start_pk" PRIMARY KEY("tenant_id","user_id","action","window_start")
);
--> statement-breakpoint
ALTER TABLE "attempt_counters" ADD CONSTRAINT "attempt_counters_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;