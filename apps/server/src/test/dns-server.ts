import { startDnsServer as startServer } from '../../../../scripts/lib/dns-server';

/**
 * The API tests' DNS server (scripts/lib/dns-server.ts): `records` holds the TXT values by name,
 * changed by the test as a school's owner changes them at their DNS host.
 */
export async function startDnsServer() {
  const records = new Map<string, string[]>();
  const server = await startServer((name) => records.get(name));
  /** `address`: for DNS_SERVERS. */
  return { ...server, records };
}
