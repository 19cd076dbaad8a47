CREATE TABLE "study_reminders" (
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"enabled" boolean NOT NULL,
	"days" integer[] NOT NULL,
	"time" varchar(5) NOT NULL,
	"timezone" varchar(64) NOT NULL,
	"language" varchar(2) DEFAULT 'pt' NOT NULL,
	"next_run_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_reminders_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "study_reminders" ADD CONSTRAINT "study_reminders_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;