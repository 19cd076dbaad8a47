import type { AppContext } from '../../platform/context';
import { HttpError } from '../../platform/errors';
import { updateTenantSeo } from './repo';

/** Spec 002 §7 update-seo: the school's name and description; 404 when the school is gone. */
export async function saveSchoolSeo(
  ctx: Pick<AppContext, 'db' | 'tenants'>,
  props: { tenantId: number; name: string; description: string },
) {
  const row = await updateTenantSeo(ctx.db, props);
  if (!row) throw new HttpError(404, 'tenantNotFound');
  // The host cache holds the name, and the served HTML head is keyed on that cache's entries.
  ctx.tenants.forget();
  return row;
}
