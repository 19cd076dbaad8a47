-- Change notifications for the lives kept in memory (docs/caching.md, trigger function of 0006): a
-- live scheduled, moved, deleted, or its products changed: the school's kept lives, which every
-- header asks about every minute (has-live).
CREATE TRIGGER lives_changed AFTER INSERT OR UPDATE OR DELETE ON lives
  FOR EACH ROW EXECUTE FUNCTION trilha_notify_change('v', 'tenant_id');--> statement-breakpoint
CREATE TRIGGER live_products_changed AFTER INSERT OR UPDATE OR DELETE ON live_products
  FOR EACH ROW EXECUTE FUNCTION trilha_notify_change('v', 'tenant_id');
