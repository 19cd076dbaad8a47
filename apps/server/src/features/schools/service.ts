import type { CreateSchoolBody } from '@trilha/shared/schools/schemas';
import type { Language } from '@trilha/shared/platform/languages';
import type { Db } from '../../platform/db/client';
import { UNIQUE_VIOLATION, violates } from '../../platform/db/constraint';
import { LOOPBACK_HOSTS, originOfHost, parsePublicUrl } from '../../platform/origins';
import { findOrCreateAccount, queueOwnerWelcome } from '../accounts/public';
import { makeOwner } from '../staff/public';
import { createSampleCourse } from '../studio/public';
import { schoolError } from './messages';
import * as repo from './repo';

type Scope = { db: Db; lang: Language; publicUrl: string };

/** Names a school may not take: this machine's own and PUBLIC_URL's (the console's school answers there). */
export function isReservedHost(publicUrl: string, host: string) {
  return LOOPBACK_HOSTS.includes(host) || host === parsePublicUrl(publicUrl).hostname;
}

/** `escola.exemplo.com.br` → `escola`; `www.escola.com` → `escola`: the school's slug, before uniqueness. */
export function slugOfHost(host: string): string {
  const labels = host.split('.');
  const label = labels[0] === 'www' && labels.length > 2 ? labels[1] : labels[0];
  return (label ?? 'escola').replace(/[^a-z0-9-]/g, '').slice(0, 63) || 'escola';
}

/**
 * A new school (docs/schools.md): its row, default look and switches, its first host (verified:
 * the operator chose it), a draft sample course, and its owner, the school's account of the e-mail,
 * who gets a welcome mail with a sign-in link. All in one transaction: a taken host leaves nothing.
 * Answers the school and the link (the CLI prints it for a server whose mail is not set up yet).
 */
export async function createSchool(scope: Scope, body: CreateSchoolBody) {
  if (isReservedHost(scope.publicUrl, body.host)) throw schoolError(400, scope.lang, 'hostReserved', { path: 'body.host' });
  const created = await scope.db
    .transaction(async (tx) => {
      const tenantId = await repo.insertSchool(tx, { name: body.name, slug: slugOfHost(body.host) });
      await repo.insertFirstHost(tx, { tenantId, host: body.host });
      await repo.insertDefaultSettings(tx, { tenantId });
      await createSampleCourse(tx, { tenantId });
      const name = body.owner_email.split('@')[0] ?? body.owner_email;
      const owner = await findOrCreateAccount(tx, { tenantId, email: body.owner_email, name });
      if (!owner) throw new Error('the new school’s owner account was not made');
      await makeOwner(tx, { tenantId, userId: owner.id });
      const link = await queueOwnerWelcome(tx, {
        tenantId,
        user: owner,
        lang: scope.lang,
        schoolName: body.name,
        origin: originOfHost(parsePublicUrl(scope.publicUrl), body.host),
      });
      return { tenantId, link };
    })
    .catch((error: unknown) => {
      throw violates(error, UNIQUE_VIOLATION, 'tenant_domains_pkey')
        ? schoolError(409, scope.lang, 'hostTaken', { path: 'body.host' })
        : error;
    });
  const school = await repo.findSchool(scope.db, { tenantId: created.tenantId });
  if (!school) throw new Error('the new school vanished');
  return { school, link: created.link };
}

export function listSchools(scope: Pick<Scope, 'db'>, cursor?: number) {
  return repo.listSchools(scope.db, { cursor });
}

/** Suspends or reactivates a school; the console's own school stays up (the operator would lock themselves out). */
export async function setSchoolActive(scope: Scope & { consoleTenantId: number }, tenantId: number, active: boolean) {
  if (!active && tenantId === scope.consoleTenantId) throw schoolError(409, scope.lang, 'consoleSchool');
  if (!(await repo.setActive(scope.db, { tenantId, active }))) throw schoolError(404, scope.lang, 'schoolNotFound');
  const school = await repo.findSchool(scope.db, { tenantId });
  if (!school) throw schoolError(404, scope.lang, 'schoolNotFound');
  return school;
}
