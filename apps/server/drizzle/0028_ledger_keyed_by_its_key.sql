ALTER TABLE "gamification_ledger" DROP CONSTRAINT "gamification_ledger_tenant_id_tenants_id_fk";
--> statement-breakpoint
DROP INDEX "gamification_ledger_key";--> statement-breakpoint
ALTER TABLE "gamification_ledger" DROP CONSTRAINT "gamification_ledger_tenant_id_id_pk";--> statement-breakpoint
ALTER TABLE "gamification_ledger" ADD CONSTRAINT "gamification_ledger_tenant_id_user_id_action_object_id_pk" PRIMARY KEY("tenant_id","user_id","action","object_id");--> statement-breakpoint
ALTER TABLE "gamification_ledger" DROP COLUMN "id";