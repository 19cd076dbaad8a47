-- Change notifications (docs/caching.md): after commit, every process listening on
-- `trilha_changes` hears which cached rows changed, whoever changed them (this server, another
-- process, an administrator's SQL). Payload: a code, then the listed columns of the changed row
-- (the old row for a delete), joined with ':'. Identical payloads in one transaction arrive once.
CREATE FUNCTION trilha_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb := to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END);
  payload text := TG_ARGV[0];
BEGIN
  FOR i IN 1 .. TG_NARGS - 1 LOOP
    payload := payload || ':' || coalesce(changed ->> TG_ARGV[i], '');
  END LOOP;
  PERFORM pg_notify('trilha_changes', payload);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A session revoked or changed: that session.
CREATE TRIGGER sessions_changed AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION trilha_notify_change('s', 'tenant_id', 'token_hash');--> statement-breakpoint
-- A user's row or roles: their sessions (which carry name, photo and roles) and their course access.
CREATE TRIGGER users_changed AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION trilha_notify_change('u', 'tenant_id', 'id');--> statement-breakpoint
CREATE TRIGGER user_roles_changed AFTER INSERT OR UPDATE OR DELETE ON user_roles
  FOR EACH ROW EXECUTE FUNCTION trilha_notify_change('u', 'tenant_id', 'user_id');--> statement-breakpoint
-- What one learner holds: enrolments, progress, favourites.
CREATE TRIGGER enrollments_changed AFTER INSERT OR UPDATE OR DELETE ON enrollments
  FOR EACH ROW EXECUTE FUNCTION trilha_notify_change('l', 'tenant_id', 'user_id');--> statement-breakpoint
CREATE TRIGGER lesson_progress_changed AFTER INSERT OR UPDATE OR DELETE ON lesson_progress
  FOR EACH ROW EXECUTE FUNCTION trilha_notify_change('l', 'tenant_id', 'user_id');--> statement-breakpoint
CREATE TRIGGER favorites_changed AFTER INSERT OR UPDATE OR DELETE ON favorites
  FOR EACH ROW EXECUTE FUNCTION trilha_notify_change('l', 'tenant_id', 'user_id');--> statement-breakpoint
-- A product's courses: every member's access in the school.
CREATE TRIGGER product_courses_changed AFTER INSERT OR UPDATE OR DELETE ON product_courses
  FOR EACH ROW EXECUTE FUNCTION trilha_notify_change('a', 'tenant_id');--> statement-breakpoint
-- The school's row (name, content versions) and settings.
CREATE TRIGGER tenants_changed AFTER UPDATE OR DELETE ON tenants
  FOR EACH ROW EXECUTE FUNCTION trilha_notify_change('t', 'id');--> statement-breakpoint
CREATE TRIGGER platform_settings_changed AFTER INSERT OR UPDATE OR DELETE ON platform_settings
  FOR EACH ROW EXECUTE FUNCTION trilha_notify_change('t', 'tenant_id');--> statement-breakpoint
CREATE TRIGGER extra_settings_changed AFTER INSERT OR UPDATE OR DELETE ON extra_settings
  FOR EACH ROW EXECUTE FUNCTION trilha_notify_change('t', 'tenant_id');--> statement-breakpoint
-- Which host serves which school.
CREATE TRIGGER tenant_domains_changed AFTER INSERT OR UPDATE OR DELETE ON tenant_domains
  FOR EACH ROW EXECUTE FUNCTION trilha_notify_change('h');
