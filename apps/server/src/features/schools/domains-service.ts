import { SCHOOL_DOMAINS_MAX } from '@trilha/shared/schools/constants';
import type { Language } from '@trilha/shared/platform/languages';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../platform/db/client';
import { UNIQUE_VIOLATION, violates } from '../../platform/db/constraint';
import { lookupTxt } from './dns';
import * as repo from './domains-repo';
import { schoolError } from './messages';
import { challengeName } from './presenter';
import { isReservedHost } from './service';

type Scope = { db: Db; tenantId: number; lang: Language };
type Server = { publicUrl: string; dnsServers: readonly string[] };

export async function listDomains(scope: Scope) {
  const [domains, redirect] = await Promise.all([repo.listDomains(scope.db, scope), repo.redirectSetting(scope.db, scope)]);
  return { domains, redirect };
}

/** The "move every page to the primary domain" switch; on needs a verified primary (409 otherwise). */
export async function setRedirect(scope: Scope, on: boolean) {
  if (!(await repo.setRedirect(scope.db, { tenantId: scope.tenantId, on }))) throw schoolError(409, scope.lang, 'noPrimary');
  return listDomains(scope);
}

/**
 * Adds a host name, pending until its TXT record is verified (docs/schools.md). Refused: this
 * server's own names and `.localhost` ones (they need no DNS), a name any school holds (the
 * primary key), an eleventh name.
 */
export async function addDomain(scope: Scope, server: Server, host: string) {
  if (isReservedHost(server.publicUrl, host) || host.endsWith('.localhost'))
    throw schoolError(400, scope.lang, 'hostReserved', { path: 'body.host' });
  return scope.db
    .transaction(async (tx) => {
      await repo.lockSchool(tx, scope);
      if ((await repo.countDomains(tx, scope)) >= SCHOOL_DOMAINS_MAX) throw schoolError(409, scope.lang, 'domainsTooMany');
      return repo.insertPending(tx, { tenantId: scope.tenantId, host, token: randomBytes(16).toString('hex') });
    })
    .catch((error: unknown) => {
      throw violates(error, UNIQUE_VIOLATION, 'tenant_domains_pkey')
        ? schoolError(409, scope.lang, 'hostTaken', { path: 'body.host' })
        : error;
    });
}

/**
 * Looks `_trilha-challenge.<host>` up and serves the host once a TXT record holds its token; a
 * failure says what was found (nothing, other values, or why the lookup failed). The host cache
 * learns the name from the row's change notice, in every process.
 */
export async function verifyDomain(scope: Scope, server: Server, id: number) {
  const domain = await repo.findDomain(scope.db, { tenantId: scope.tenantId, id });
  if (!domain) throw schoolError(404, scope.lang, 'domainNotFound');
  if (domain.status === 'verified') return domain;
  const name = challengeName(domain.domain);
  const value = domain.token ?? '';
  const found = await lookupTxt(server.dnsServers, name);
  if (found.kind === 'missing') throw schoolError(422, scope.lang, 'recordMissing', { values: { name } });
  if (found.kind === 'failed') throw schoolError(422, scope.lang, 'lookupFailed', { values: { name, reason: found.reason } });
  if (!found.values.includes(value))
    throw schoolError(422, scope.lang, 'recordWrong', { values: { name, value, found: found.values.map((v) => `"${v}"`).join(', ') } });
  const verified = await repo.markVerified(scope.db, { ...scope, id, primary: true }).catch((error: unknown) => {
    if (violates(error, UNIQUE_VIOLATION, 'tenant_domains_one_primary'))
      return repo.markVerified(scope.db, { ...scope, id, primary: false });
    throw error;
  });
  if (!verified) throw schoolError(404, scope.lang, 'domainNotFound');
  return verified;
}

/**
 * Removes a host name. The last verified one stays (the school would be served nowhere); the
 * primary's place goes to the oldest verified custom name left, if any.
 */
export async function removeDomain(scope: Scope, id: number) {
  await scope.db.transaction(async (tx) => {
    await repo.lockSchool(tx, scope);
    const domain = await repo.findDomain(tx, { tenantId: scope.tenantId, id });
    if (!domain) throw schoolError(404, scope.lang, 'domainNotFound');
    const others = await repo.otherVerified(tx, { tenantId: scope.tenantId, id });
    if (domain.status === 'verified' && others.length === 0) throw schoolError(409, scope.lang, 'lastHost');
    await repo.deleteDomain(tx, { tenantId: scope.tenantId, id });
    const heir = others.find((other) => !other.domain.endsWith('.localhost'));
    if (domain.primary && heir) await repo.makePrimary(tx, { tenantId: scope.tenantId, id: heir.id });
  });
}

export const servesHost = (db: Db, host: string) => repo.servesHost(db, host);
