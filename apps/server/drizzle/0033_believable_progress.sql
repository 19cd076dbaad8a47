ALTER TABLE "lesson_progress" ADD COLUMN "credited_seconds" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD COLUMN "position_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD COLUMN "reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "show_answers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Progress recorded before credit was measured keeps what it showed: the time believed is the point reached.
UPDATE "lesson_progress" SET "credited_seconds" = "watched_seconds", "position_seconds" = "watched_seconds";
