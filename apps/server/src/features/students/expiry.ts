import { EXPIRY_NOTICE_DAYS } from '@trilha/shared/students/constants';
import { sql } from 'drizzle-orm';
import { intsOf } from '../../platform/db/arrays';
import { rowsOf, type Db } from '../../platform/db/client';
import { periodicJob } from '../../platform/jobs/periodic';
import { enqueueMail } from '../../platform/mail/jobs';
import { schoolMail, type SchoolMail } from '../../platform/mail/school';
import type { TenantRef } from '../../platform/tenancy';
import { expiryMail } from './expiry-mail';

declare module '../../platform/jobs/queue' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation: only an interface merges into the declaration it extends
  interface JobPayloads {
    /** The daily pass that tells students their access ends soon (docs/people-and-access.md "Expiry notice"). */
    'students.expiry-notices': Record<string, never>;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Grants marked and mailed per transaction: a school with thousands expiring at once is told in batches. */
const BATCH = 200;

type Expiring = {
  tenantId: number;
  name: string;
  email: string;
  title: string;
  salesUrl: string | null;
  expiresAt: Date | string;
};

type Grant = { tenantId: number; userId: number; productId: number };

/** Up to BATCH grants that end within EXPIRY_NOTICE_DAYS and whose expiry was not told yet. */
async function dueGrants(db: Db): Promise<Grant[]> {
  const result = await db.execute(sql`
    select tenant_id as "tenantId", user_id as "userId", product_id as "productId" from enrollments
     where expires_at > now() and expires_at <= now() + make_interval(days => ${EXPIRY_NOTICE_DAYS}::int)
       and expiry_notice_for is distinct from expires_at
     order by expires_at
     limit ${BATCH}::int`);
  return rowsOf<Grant>(result);
}

/**
 * Marks the grants told (those still due: the check and the mark are one statement, so two workers
 * never both tell one), returning each with what its mail says. A deactivated student or a
 * suspended school is marked all the same (nothing to tell them) and left out of the mail.
 */
async function markTold(tx: Db, grants: readonly Grant[]) {
  const result = await tx.execute(sql`
    update enrollments e set expiry_notice_for = e.expires_at
      from unnest(${intsOf(grants, (g) => g.tenantId)}::int[], ${intsOf(grants, (g) => g.userId)}::int[],
                  ${intsOf(grants, (g) => g.productId)}::int[]) as due(tenant_id, user_id, product_id),
           users u, products p, tenants t
     where e.tenant_id = due.tenant_id and e.user_id = due.user_id and e.product_id = due.product_id
       and e.expires_at > now() and e.expiry_notice_for is distinct from e.expires_at
       and u.tenant_id = e.tenant_id and u.id = e.user_id
       and p.tenant_id = e.tenant_id and p.id = e.product_id
       and t.id = e.tenant_id
    returning e.tenant_id as "tenantId", u.name, u.email, p.title, p.sales_url as "salesUrl",
              e.expires_at as "expiresAt", (u.active and t.active) as live`);
  return rowsOf<Expiring & { live: boolean }>(result).filter((row) => row.live);
}

/**
 * Tells each student, once per expiry, that a product of theirs ends in a few days. A grant renewed
 * with another expiry is told again when that one nears; one made for life is never told. The
 * student's language is not stored, so the notice speaks the school's first language, Portuguese.
 * The schools' mail details are read before each batch's transaction: on the embedded database a
 * read outside the transaction would wait for it.
 */
export async function sendExpiryNotices(deps: { db: Db; tenants: { byId(id: number): Promise<TenantRef | null> } }) {
  const schools = new Map<number, SchoolMail | null>();
  let sent = 0;
  for (;;) {
    const due = await dueGrants(deps.db);
    for (const tenantId of new Set(due.map((g) => g.tenantId)))
      if (!schools.has(tenantId)) schools.set(tenantId, await schoolMail(deps.db, deps.tenants, tenantId));
    sent += await deps.db.transaction(async (tx) => {
      let mailed = 0;
      for (const row of await markTold(tx, due)) {
        const school = schools.get(row.tenantId);
        if (!school) continue;
        const product = { title: row.title, salesUrl: row.salesUrl };
        await enqueueMail(
          tx,
          expiryMail({ tenantId: row.tenantId, school, student: row, product, expiresAt: new Date(row.expiresAt), lang: 'pt' }),
        );
        mailed++;
      }
      return mailed;
    });
    if (due.length < BATCH) return sent;
  }
}

export const expiryNoticeJob = (deps: Parameters<typeof sendExpiryNotices>[0]) =>
  periodicJob(deps.db, { queue: 'students.expiry-notices', everyMs: DAY_MS, run: () => sendExpiryNotices(deps) });
