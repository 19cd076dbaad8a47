import { asc, eq, gt, sql } from 'drizzle-orm';
import { SCHOOLS_PAGE_SIZE } from '@trilha/shared/schools/constants';
import { extraSettings, platformSettings, tenantDomains, tenants } from '../../db/schema/index';
import type { Db } from '../../platform/db/client';

export type SchoolRow = {
  id: number;
  name: string;
  slug: string;
  active: boolean;
  hosts: string[];
  students: number;
  storageBytes: number;
  createdAt: Date;
};

/**
 * The operator's view of schools: hosts (verified first, the primary leading), students (accounts
 * holding the student role) and the bytes its uploads take (files, lesson materials, lesson videos'
 * uploads). One page of SCHOOLS_PAGE_SIZE in id order; each count is one index range of its school.
 */
const schoolColumns = {
  id: tenants.id,
  name: tenants.name,
  slug: tenants.slug,
  active: tenants.active,
  createdAt: tenants.createdAt,
  hosts: sql<string[]>`coalesce((select array_agg(d.domain order by d."primary" desc, d.status desc, d.domain)
    from tenant_domains d where d.tenant_id = "tenants"."id"), '{}')`,
  students: sql<number>`(select count(*)::int from user_roles r where r.tenant_id = "tenants"."id" and r.role_id = 1)`,
  storageBytes: sql<number>`(
    (select coalesce(sum(f.size_bytes), 0) from files f where f.tenant_id = "tenants"."id")
    + (select coalesce(sum(m.size_bytes), 0) from lesson_materials m where m.tenant_id = "tenants"."id")
    + (select coalesce(sum(v.size_bytes), 0) from video_uploads v where v.tenant_id = "tenants"."id"))::float8`,
};

export async function listSchools(db: Db, { cursor }: { cursor?: number }) {
  const rows = await db
    .select(schoolColumns)
    .from(tenants)
    .where(cursor === undefined ? undefined : gt(tenants.id, cursor))
    .orderBy(asc(tenants.id))
    .limit(SCHOOLS_PAGE_SIZE + 1);
  const page = rows.slice(0, SCHOOLS_PAGE_SIZE);
  return { rows: page, next: rows.length > SCHOOLS_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null };
}

export async function findSchool(db: Db, { tenantId }: { tenantId: number }): Promise<SchoolRow | null> {
  const [row] = await db.select(schoolColumns).from(tenants).where(eq(tenants.id, tenantId)).limit(1);
  return row ?? null;
}

/** False when there is no such school. The tenants row's change notice makes every process forget its hosts. */
export async function setActive(db: Db, { tenantId, active }: { tenantId: number; active: boolean }) {
  const updated = await db.update(tenants).set({ active }).where(eq(tenants.id, tenantId)).returning({ id: tenants.id });
  return updated.length > 0;
}

/**
 * A new school's row, its slug taken from its first host (`escola.exemplo.com.br` → `escola`) and
 * made unique by the slug's own unique constraint: a taken slug gets `-2`, `-3`… tried in one
 * statement each, under a savepoint, so nothing is read first.
 */
export async function insertSchool(tx: Db, props: { name: string; slug: string }): Promise<number> {
  for (let n = 1; ; n++) {
    const slug = n === 1 ? props.slug : `${props.slug.slice(0, 58)}-${n}`;
    const [row] = await tx
      .insert(tenants)
      .values({ name: props.name, slug })
      .onConflictDoNothing({ target: tenants.slug })
      .returning({ id: tenants.id });
    if (row) return row.id;
  }
}

/** The school's default look and switches (every column's default), as the seed's schools have theirs. */
export async function insertDefaultSettings(tx: Db, { tenantId }: { tenantId: number }) {
  // An imported school brings its own rows: these fill only what it lacks.
  await tx.insert(platformSettings).values({ tenantId }).onConflictDoNothing();
  await tx.insert(extraSettings).values({ tenantId }).onConflictDoNothing();
}

/** What an imported school keeps of its row besides the name: its description and community form. */
export async function copySchoolFields(
  tx: Db,
  { tenantId, description, communityForm }: { tenantId: number; description: string | null; communityForm: string | null },
) {
  await tx
    .update(tenants)
    .set({ description, ...(communityForm === 'config' || communityForm === 'legacy' ? { communityForm } : {}) })
    .where(eq(tenants.id, tenantId));
}

/**
 * The host a school is created on: verified (the operator chose it; pointing it at the server is
 * theirs to do) and primary unless it is a `.localhost` name. A name another school holds is
 * refused by the primary key (the caller answers 409).
 */
export async function insertFirstHost(tx: Db, { tenantId, host }: { tenantId: number; host: string }) {
  await tx.insert(tenantDomains).values({
    tenantId,
    domain: host,
    status: 'verified',
    primary: !host.endsWith('.localhost'),
    verifiedAt: new Date(),
  });
}
