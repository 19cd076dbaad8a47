import { eq } from 'drizzle-orm';
import { platformSettings } from '../../db/schema/index';
import type { Db } from '../db/client';
import type { TenantRef } from '../tenancy';

/** What a school's mail carries of it: its name, its colour and where its links point. */
export type SchoolMail = { name: string; color: string; origin: string };

/**
 * The school as its background mail shows it (reminders, notification digests): no request is
 * there to give the host, so links use the school's first origin (platform/origins.ts: its own
 * domain when it has one, else its PUBLIC_URL-based host).
 */
export async function schoolMail(
  db: Db,
  resolver: { byId(id: number): Promise<TenantRef | null> },
  tenantId: number,
): Promise<SchoolMail | null> {
  const [school, [settings]] = await Promise.all([
    resolver.byId(tenantId),
    db.select({ color: platformSettings.primaryColor }).from(platformSettings).where(eq(platformSettings.tenantId, tenantId)).limit(1),
  ]);
  const origin = school?.origins[0];
  if (!school || !origin) return null;
  return { name: school.name, color: settings?.color ?? '#6C5CE7', origin };
}
