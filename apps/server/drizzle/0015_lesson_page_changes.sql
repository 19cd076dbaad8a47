-- Change notifications for the lesson page's in-memory caches (docs/caching.md, trigger function of
-- 0006). A comment or reply written, deleted, or its parent's replies_count and `answered` moved:
-- the kept comment pages of that lesson.
CREATE TRIGGER lesson_comments_changed AFTER INSERT OR UPDATE OR DELETE ON lesson_comments
  FOR EACH ROW EXECUTE FUNCTION trilha_notify_change('k', 'tenant_id', 'lesson_id');--> statement-breakpoint
-- A marquee created, edited or deleted: the school's kept marquees (which one a lesson shows).
CREATE TRIGGER marquees_changed AFTER INSERT OR UPDATE OR DELETE ON marquees
  FOR EACH ROW EXECUTE FUNCTION trilha_notify_change('q', 'tenant_id');
