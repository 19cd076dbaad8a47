-- Issue 40, finding 5: a post's files are read through the access route, whose URL the presenter
-- builds from the row's id; the row keeps only the storage key. The key is the end of the URL
-- each row held (`/files/{key}` locally, `{bucket or S3_PUBLIC_URL}/{key}` on S3). The bytes of
-- keys still in the public area move to the private one in the background (communities.media-move,
-- features/communities/media-move.ts), found by the partial index below.
ALTER TABLE "community_post_media" ADD COLUMN "key" varchar(1024);--> statement-breakpoint
-- What a feed page shows of a row (its id) does not change: no change notification per row (0012).
ALTER TABLE "community_post_media" DISABLE TRIGGER "community_post_media_changed";--> statement-breakpoint
UPDATE "community_post_media" SET "key" = coalesce(substring("url" from '(tenants/[0-9]+/.+)$'), "url");--> statement-breakpoint
ALTER TABLE "community_post_media" ENABLE TRIGGER "community_post_media_changed";--> statement-breakpoint
ALTER TABLE "community_post_media" ALTER COLUMN "key" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "community_post_media_key" ON "community_post_media" USING btree ("tenant_id","key");--> statement-breakpoint
CREATE INDEX "community_post_media_unmoved" ON "community_post_media" USING btree ("tenant_id","id") WHERE "community_post_media"."key" like 'tenants/%/community-posts/%' and "community_post_media"."key" not like 'tenants/%/community-posts/private/%';--> statement-breakpoint
ALTER TABLE "community_post_media" DROP COLUMN "url";
