import { notFound } from '../../platform/errors';
import type { RequestScope } from '../../platform/request-scope';
import { addPlans, deletePlan, listPlans as listPlanRows } from './plans-repo';
import { productRefusal } from './ranking-admin-support';

/**
 * Gamification plans (spec 001 §7): the products whose students score. Who scores is read by the
 * engine when it awards, so a change here applies from the next action on; points already earned stay.
 */
export const listPlans = ({ db, tenantId }: Pick<RequestScope, 'db' | 'tenantId'>) => listPlanRows(db, { tenantId });

/** POST gamification-plans/create: products added (those there stay); the school's plans after it. */
export async function createPlans({ db, tenantId, lang }: Pick<RequestScope, 'db' | 'tenantId' | 'lang'>, props: { productIds: number[] }) {
  return db
    .transaction(async (tx) => {
      await addPlans(tx, { tenantId, productIds: props.productIds });
      return listPlanRows(tx, { tenantId });
    })
    .catch((error: unknown) => {
      // PostgreSQL cuts names at 63 characters: the migration's 64-character name loses its last letter.
      throw productRefusal(error, lang, 'gamification_plans_tenant_id_product_id_products_tenant_id_id_f');
    });
}

export async function removePlan({ db, tenantId }: Pick<RequestScope, 'db' | 'tenantId'>, props: { id: number }): Promise<void> {
  if (!(await deletePlan(db, { tenantId, id: props.id }))) throw notFound();
}
