import { tenantReply, type TenantReply } from '@trilha/shared/tenancy/schemas';
import type { Db } from '../../platform/db/client';
import { HttpError } from '../../platform/errors';
import { jsonBytes, type JsonBytes } from '../../platform/json-bytes';
import type { TenantRef } from '../../platform/tenancy';
import { presentTenant } from './presenter';
import { findTenantWithSettings } from './repo';

type Kept = { reply: TenantReply; bytes: JsonBytes };

/**
 * The school as GET /api/tenant presents it, kept on the host cache's entry for that school: a
 * settings write forgets the entry (platform/tenancy.ts), and this goes with it. Checked against
 * the reply schema once, when built; the route sends the same bytes each time and the page head's
 * first paint reads the same object.
 */
const kept = new WeakMap<TenantRef, Kept>();

async function keptReply(db: Db, tenant: TenantRef): Promise<Kept> {
  const hit = kept.get(tenant);
  if (hit) return hit;
  const row = await findTenantWithSettings(db, { tenantId: tenant.id });
  if (!row) throw new HttpError(404, 'tenantNotFound');
  const reply = tenantReply.parse(presentTenant(row));
  const entry = { reply, bytes: jsonBytes(JSON.stringify(reply)) };
  kept.set(tenant, entry);
  return entry;
}

export const readTenantReplyBytes = async (db: Db, tenant: TenantRef) => (await keptReply(db, tenant)).bytes;
export const readTenantReply = async (db: Db, tenant: TenantRef) => (await keptReply(db, tenant)).reply;

/**
 * The school's page background as the app sets it (apps/web/src/lib/theme.ts applyTheme), for a page
 * whose first screen the server draws: painted from the first frame instead of when the app starts,
 * where it was a late, screen-sized paint. Only the preset paths become CSS, as in the app.
 */
export function schoolBackgroundCss(school: TenantReply): string {
  const image = school.theme.background_color_primary;
  return image && /^\/backgrounds\/[a-z0-9-]+\.webp$/.test(image) ? `:root{--trilha-background-image:url("${image}")}` : '';
}
