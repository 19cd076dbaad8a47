CREATE TABLE "signup_products" (
	"tenant_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "signup_products_tenant_id_product_id_pk" PRIMARY KEY("tenant_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "signup_open" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "expiry_notice_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "signup_products" ADD CONSTRAINT "signup_products_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_products" ADD CONSTRAINT "signup_products_tenant_id_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_roles_one_staff_role" ON "user_roles" USING btree ("tenant_id","user_id") WHERE "user_roles"."role_id" > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "user_roles_one_owner" ON "user_roles" USING btree ("tenant_id") WHERE "user_roles"."role_id" = 4;--> statement-breakpoint
CREATE INDEX "enrollments_expiring" ON "enrollments" USING btree ("expires_at") WHERE "enrollments"."expires_at" is not null and "enrollments"."expiry_notice_for" is distinct from "enrollments"."expires_at";--> statement-breakpoint
-- Exactly one owner a school (docs/people-and-access.md "Staff"): the unique index above allows at most
-- one; this deferred check refuses a commit that leaves a school which had an owner without one. Handing
-- the school on turns the owner into an admin and an admin into the owner in one transaction, so the
-- check, run at commit, sees the new owner. A school deleted takes its roles with it unchecked.
CREATE FUNCTION user_roles_keep_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.role_id = 4
     AND EXISTS (SELECT 1 FROM tenants WHERE id = OLD.tenant_id)
     AND NOT EXISTS (SELECT 1 FROM user_roles WHERE tenant_id = OLD.tenant_id AND role_id = 4) THEN
    RAISE EXCEPTION 'school % would be left without its owner', OLD.tenant_id USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- WHEN: only an owner's row queues a check (deleting thousands of students queues none).
CREATE CONSTRAINT TRIGGER user_roles_keep_owner AFTER UPDATE OR DELETE ON user_roles
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.role_id = 4) EXECUTE FUNCTION user_roles_keep_owner();
