CREATE TABLE "quiz_attempts" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "quiz_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quiz_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"auto_submitted" boolean DEFAULT false NOT NULL,
	"score" double precision,
	"passed" boolean,
	"profile_id" integer,
	"result" jsonb,
	CONSTRAINT "quiz_attempts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "quiz_options" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "quiz_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"question_id" integer NOT NULL,
	"position" integer NOT NULL,
	"label" varchar(500) NOT NULL,
	"is_correct" boolean DEFAULT false NOT NULL,
	"weights" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "quiz_options_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "quiz_profiles" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "quiz_profiles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quiz_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_profiles_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "quiz_questions" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "quiz_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quiz_id" integer NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"type" varchar(16) NOT NULL,
	"points" integer NOT NULL,
	"feedback" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_questions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "quiz_questions_type" CHECK ("quiz_questions"."type" in ('single', 'multiple', 'true_false')),
	CONSTRAINT "quiz_questions_points" CHECK ("quiz_questions"."points" between 0 and 1000)
);
--> statement-breakpoint
CREATE TABLE "quizzes" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "quizzes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(150) NOT NULL,
	"type" varchar(16) NOT NULL,
	"goal" integer,
	"published" boolean DEFAULT false NOT NULL,
	"repeat" boolean DEFAULT false NOT NULL,
	"stopwatch" boolean DEFAULT false NOT NULL,
	"time_limit_seconds" integer,
	"course_id" integer,
	"module_id" integer,
	"lesson_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quizzes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "quizzes_type" CHECK ("quizzes"."type" in ('comun', 'comportamental')),
	CONSTRAINT "quizzes_goal" CHECK ("quizzes"."goal" is null or "quizzes"."goal" between 0 and 100),
	CONSTRAINT "quizzes_time_limit" CHECK ("quizzes"."time_limit_seconds" is null or "quizzes"."time_limit_seconds" between 1 and 359999)
);
--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_tenant_id_quiz_id_quizzes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","quiz_id") REFERENCES "public"."quizzes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_options" ADD CONSTRAINT "quiz_options_tenant_id_question_id_quiz_questions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","question_id") REFERENCES "public"."quiz_questions"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_profiles" ADD CONSTRAINT "quiz_profiles_tenant_id_quiz_id_quizzes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","quiz_id") REFERENCES "public"."quizzes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_tenant_id_quiz_id_quizzes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","quiz_id") REFERENCES "public"."quizzes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_tenant_id_course_id_courses_tenant_id_id_fk" FOREIGN KEY ("tenant_id","course_id") REFERENCES "public"."courses"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_tenant_id_module_id_modules_tenant_id_id_fk" FOREIGN KEY ("tenant_id","module_id") REFERENCES "public"."modules"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_tenant_id_lesson_id_lessons_tenant_id_id_fk" FOREIGN KEY ("tenant_id","lesson_id") REFERENCES "public"."lessons"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quiz_attempts_user_index" ON "quiz_attempts" USING btree ("tenant_id","user_id","quiz_id");--> statement-breakpoint
CREATE INDEX "quiz_attempts_quiz_index" ON "quiz_attempts" USING btree ("tenant_id","quiz_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempts_one_open" ON "quiz_attempts" USING btree ("tenant_id","quiz_id","user_id") WHERE "quiz_attempts"."submitted_at" is null;--> statement-breakpoint
CREATE INDEX "quiz_options_question_index" ON "quiz_options" USING btree ("tenant_id","question_id","position");--> statement-breakpoint
CREATE INDEX "quiz_profiles_quiz_index" ON "quiz_profiles" USING btree ("tenant_id","quiz_id","position");--> statement-breakpoint
CREATE INDEX "quiz_questions_quiz_index" ON "quiz_questions" USING btree ("tenant_id","quiz_id","position");