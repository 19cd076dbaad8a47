-- Change notifications for the notifications kept in memory (docs/caching.md; the bell's count and
-- the feed's first page, features/notifications/reader-cache.ts). Once per statement, not per row:
-- a fan-out batch inserts thousands of rows in one statement and says so once, for the school; a
-- statement that touched one user (marking read, a fold, a single insert) names that user.
-- Payload `n:<tenant>` or `n:<tenant>:<user>`; the cascade of a deleted post or comment fires too.
CREATE FUNCTION trilha_notify_notifications() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  IF TG_OP = 'DELETE' THEN
    FOR r IN SELECT tenant_id, count(DISTINCT user_id) AS users, min(user_id) AS one FROM old_rows GROUP BY tenant_id LOOP
      PERFORM pg_notify('trilha_changes', 'n:' || r.tenant_id || CASE WHEN r.users = 1 THEN ':' || r.one ELSE '' END);
    END LOOP;
  ELSE
    FOR r IN SELECT tenant_id, count(DISTINCT user_id) AS users, min(user_id) AS one FROM new_rows GROUP BY tenant_id LOOP
      PERFORM pg_notify('trilha_changes', 'n:' || r.tenant_id || CASE WHEN r.users = 1 THEN ':' || r.one ELSE '' END);
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER notifications_inserted AFTER INSERT ON notifications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION trilha_notify_notifications();--> statement-breakpoint
CREATE TRIGGER notifications_updated AFTER UPDATE ON notifications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION trilha_notify_notifications();--> statement-breakpoint
CREATE TRIGGER notifications_deleted AFTER DELETE ON notifications
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION trilha_notify_notifications();
