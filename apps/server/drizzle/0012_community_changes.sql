-- Change notifications for the communities' in-memory caches (docs/caching.md, trigger function of
-- 0006). A trigger rather than a call in each write: posts change through likes, comments, pins,
-- edits, deletions, cascades and seed scripts, and none of them can forget to tell the caches.
-- The school's communities and which products open them: every member's door to them.
CREATE TRIGGER communities_changed AFTER INSERT OR UPDATE OR DELETE ON communities
  FOR EACH ROW EXECUTE FUNCTION trilha_notify_change('c', 'tenant_id');--> statement-breakpoint
CREATE TRIGGER community_products_changed AFTER INSERT OR UPDATE OR DELETE ON community_products
  FOR EACH ROW EXECUTE FUNCTION trilha_notify_change('c', 'tenant_id');--> statement-breakpoint
-- A post written, edited, pinned, liked, commented or deleted: the kept feed pages that show it
-- (and the first page when it is or was pinned). Every like and comment moves a post's row, so
-- this one builds its payload from the columns directly instead of 0006's row-to-jsonb.
CREATE FUNCTION trilha_notify_post() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed community_posts := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
BEGIN
  PERFORM pg_notify('trilha_changes', 'p:' || changed.tenant_id || ':' || changed.community_id || ':' || changed.id || ':' || changed.pinned);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER community_posts_changed AFTER INSERT OR UPDATE OR DELETE ON community_posts
  FOR EACH ROW EXECUTE FUNCTION trilha_notify_post();--> statement-breakpoint
-- A post's media (written with the post today; a later change must not go unseen either).
CREATE TRIGGER community_post_media_changed AFTER INSERT OR UPDATE OR DELETE ON community_post_media
  FOR EACH ROW EXECUTE FUNCTION trilha_notify_change('m', 'tenant_id', 'post_id');
