DROP TABLE "mail_outbox" CASCADE;--> statement-breakpoint
ALTER TABLE "video_uploads" ADD COLUMN "declared_bytes" integer;