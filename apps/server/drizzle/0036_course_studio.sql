ALTER TABLE "courses" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "release_after_days" integer;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "release_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "release_after_days" integer;--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "release_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_release_after_days" CHECK ("lessons"."release_after_days" >= 0);--> statement-breakpoint
ALTER TABLE "modules" ADD CONSTRAINT "modules_release_after_days" CHECK ("modules"."release_after_days" >= 0);--> statement-breakpoint
-- Issue 42: positions dense and unique per parent. Existing rows are numbered 1..n in the order
-- students saw them (position, then id), then the database holds each position once per parent.
-- DEFERRABLE: a reorder rewrites every position of a parent in one UPDATE, which passes through
-- duplicates row by row; the check runs at the statement's end (INITIALLY IMMEDIATE), not the row's.
UPDATE "courses" SET "order" = r.n FROM (SELECT "tenant_id", "id", row_number() OVER (PARTITION BY "tenant_id" ORDER BY "order", "id") AS n FROM "courses") r WHERE "courses"."tenant_id" = r."tenant_id" AND "courses"."id" = r."id" AND "courses"."order" <> r.n;--> statement-breakpoint
UPDATE "modules" SET "order" = r.n FROM (SELECT "tenant_id", "id", row_number() OVER (PARTITION BY "tenant_id", "course_id" ORDER BY "order", "id") AS n FROM "modules") r WHERE "modules"."tenant_id" = r."tenant_id" AND "modules"."id" = r."id" AND "modules"."order" <> r.n;--> statement-breakpoint
UPDATE "lessons" SET "order" = r.n FROM (SELECT "tenant_id", "id", row_number() OVER (PARTITION BY "tenant_id", "module_id" ORDER BY "order", "id") AS n FROM "lessons") r WHERE "lessons"."tenant_id" = r."tenant_id" AND "lessons"."id" = r."id" AND "lessons"."order" <> r.n;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_position" UNIQUE ("tenant_id", "order") DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "modules" ADD CONSTRAINT "modules_position" UNIQUE ("tenant_id", "course_id", "order") DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_position" UNIQUE ("tenant_id", "module_id", "order") DEFERRABLE INITIALLY IMMEDIATE;
