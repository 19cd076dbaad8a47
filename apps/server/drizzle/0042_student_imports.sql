CREATE TABLE "student_imports" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "student_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_by" integer NOT NULL,
	"state" varchar(16) DEFAULT 'queued' NOT NULL,
	"dry_run" boolean NOT NULL,
	"send_invite" boolean NOT NULL,
	"file" text NOT NULL,
	"origin" text NOT NULL,
	"school_name" text NOT NULL,
	"lang" varchar(2) NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"enrolled" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "student_imports_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "student_imports_state" CHECK ("student_imports"."state" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "student_imports" ADD CONSTRAINT "student_imports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_imports_recent" ON "student_imports" USING btree ("tenant_id","created_at");