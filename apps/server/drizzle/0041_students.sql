DROP INDEX "enrollments_product";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig,
  translate(lower(name || ' ' || email || ' ' || regexp_replace(email, '[^[:alnum:]]+', ' ', 'g')),
    'áàâãäåéèêëíìîïóòôõöúùûüçñýÿ', 'aaaaaaeeeeiiiiooooouuuucnyy'))) STORED;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "enrollment_id" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "enrollments_enrollment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "source" varchar(16) DEFAULT 'manual' NOT NULL;--> statement-breakpoint
CREATE INDEX "users_search" ON "users" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_inactive" ON "users" USING btree ("tenant_id","id") WHERE not "users"."active";--> statement-breakpoint
CREATE INDEX "enrollments_product" ON "enrollments" USING btree ("tenant_id","product_id","user_id","expires_at");--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_id" UNIQUE("tenant_id","enrollment_id");--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_source" CHECK ("enrollments"."source" in ('manual', 'import', 'signup', 'sale', 'reward'));--> statement-breakpoint
-- Grants a reward made before enrolments said where they came from.
UPDATE "enrollments" e SET "source" = 'reward' WHERE EXISTS (
  SELECT 1 FROM "gamification_earned_rewards" g JOIN "rewards" r ON r."tenant_id" = g."tenant_id" AND r."id" = g."reward_id"
  WHERE g."tenant_id" = e."tenant_id" AND g."user_id" = e."user_id" AND r."delivery_type" = 'product' AND r."deliverable_product_id" = e."product_id");
--> statement-breakpoint
-- A user's row: their cached sessions and viewer are forgotten, except when only last_seen_at moved
-- (written about once a minute for everyone around; search_vector follows name and e-mail).
DROP TRIGGER users_changed ON users;--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE ON users
  FOR EACH ROW WHEN ((to_jsonb(OLD) - 'last_seen_at') IS DISTINCT FROM (to_jsonb(NEW) - 'last_seen_at'))
  EXECUTE FUNCTION trilha_notify_change('u', 'tenant_id', 'id');--> statement-breakpoint
CREATE TRIGGER users_deleted AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION trilha_notify_change('u', 'tenant_id', 'id');
