ALTER TABLE "lesson_videos" DROP CONSTRAINT "lesson_videos_token";--> statement-breakpoint
DROP INDEX "video_uploads_token";--> statement-breakpoint
CREATE UNIQUE INDEX "video_uploads_token" ON "video_uploads" USING btree ("tenant_id","token_hash");--> statement-breakpoint
ALTER TABLE "lesson_videos" ADD CONSTRAINT "lesson_videos_token" UNIQUE("tenant_id","token_hash");