CREATE TABLE "lesson_materials" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "lesson_materials_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lesson_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"key" text NOT NULL,
	"content_type" varchar(128) NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_materials_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "lesson_videos" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "lesson_videos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lesson_id" integer NOT NULL,
	"state" varchar(16) DEFAULT 'uploading' NOT NULL,
	"filename" varchar(255) NOT NULL,
	"declared_bytes" bigint NOT NULL,
	"received_bytes" bigint DEFAULT 0 NOT NULL,
	"token_hash" varchar(64),
	"expires_at" timestamp with time zone NOT NULL,
	"progress" double precision DEFAULT 0 NOT NULL,
	"duration_seconds" integer,
	"key" text,
	"poster_url" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_videos_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "lesson_videos_token" UNIQUE("token_hash"),
	CONSTRAINT "lesson_videos_state" CHECK ("lesson_videos"."state" in ('uploading', 'processing', 'ready', 'failed', 'replaced')),
	CONSTRAINT "lesson_videos_bytes" CHECK ("lesson_videos"."received_bytes" between 0 and "lesson_videos"."declared_bytes")
);
--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "video_key" text;--> statement-breakpoint
ALTER TABLE "lesson_materials" ADD CONSTRAINT "lesson_materials_tenant_id_lesson_id_lessons_tenant_id_id_fk" FOREIGN KEY ("tenant_id","lesson_id") REFERENCES "public"."lessons"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_videos" ADD CONSTRAINT "lesson_videos_tenant_id_lesson_id_lessons_tenant_id_id_fk" FOREIGN KEY ("tenant_id","lesson_id") REFERENCES "public"."lessons"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_materials_lesson" ON "lesson_materials" USING btree ("tenant_id","lesson_id","id");--> statement-breakpoint
CREATE INDEX "lesson_videos_lesson" ON "lesson_videos" USING btree ("tenant_id","lesson_id","id");