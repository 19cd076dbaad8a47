import { Resolver } from 'node:dns/promises';

export type TxtLookup = { kind: 'found'; values: string[] } | { kind: 'missing' } | { kind: 'failed'; reason: string };

/** Answers that mean "no such record", as opposed to a resolver that could not answer. */
const MISSING = new Set(['ENODATA', 'ENOTFOUND', 'NXDOMAIN']);

/**
 * The TXT records at `name`, each record's strings joined (a long value is split into 255-byte
 * strings). DNS_SERVERS picks the resolvers (a test runs its own DNS server); none: the system's.
 * Short timeouts: the staff member is waiting on the screen.
 */
export async function lookupTxt(servers: readonly string[], name: string): Promise<TxtLookup> {
  const resolver = new Resolver({ timeout: 2_000, tries: 2 });
  if (servers.length > 0) resolver.setServers([...servers]);
  try {
    const records = await resolver.resolveTxt(name);
    const values = records.map((chunks) => chunks.join(''));
    return values.length > 0 ? { kind: 'found', values } : { kind: 'missing' };
  } catch (error: unknown) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && MISSING.has(code)) return { kind: 'missing' };
    return { kind: 'failed', reason: typeof code === 'string' ? code : 'erro' };
  }
}
