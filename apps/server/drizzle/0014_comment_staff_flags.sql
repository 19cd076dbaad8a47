ALTER TABLE "lesson_comments" ADD COLUMN "author_is_staff" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lesson_comments" ADD COLUMN "answered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The comments written before these columns: their authors' roles today, and the staff replies among them.
UPDATE "lesson_comments" c SET "author_is_staff" = true
  WHERE EXISTS (SELECT 1 FROM "user_roles" ur JOIN "roles" ro ON ro.id = ur.role_id
    WHERE ur.tenant_id = c.tenant_id AND ur.user_id = c.user_id AND ro.slug <> 'student');--> statement-breakpoint
UPDATE "lesson_comments" p SET "answered" = true
  WHERE p.parent_id IS NULL AND EXISTS (SELECT 1 FROM "lesson_comments" r
    WHERE r.tenant_id = p.tenant_id AND r.parent_id = p.id AND r.author_is_staff);
