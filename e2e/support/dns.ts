import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startDnsServer as startServer } from '../../scripts/lib/dns-server';

/** What the DNS server answers: TXT values by name, `{ "_trilha-challenge.escola.test": ["token"] }`. */
export type DnsRecords = Record<string, string[]>;

/** The records file as it stands; a missing or half-read file holds nothing. */
async function readRecords(file: string): Promise<DnsRecords> {
  try {
    const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
    return typeof parsed === 'object' && parsed !== null ? (parsed as DnsRecords) : {};
  } catch {
    return {};
  }
}

/**
 * Replaces the records a spec's domains are looked up in. Written beside the file and renamed over
 * it, so a query arriving meanwhile reads the old records or the new, never half of them.
 */
export async function writeDnsRecords(file: string, records: DnsRecords) {
  const next = `${file}.${process.pid}.next`;
  await writeFile(next, JSON.stringify(records, null, 2));
  await rename(next, file);
}

/**
 * A DNS server of the run's own for one e2e server's DNS_SERVERS (scripts/lib/dns-server.ts). Its
 * records live in `dir`/dns-records.json and are read on every query, so a spec creates a record by
 * writing the file (writeDnsRecords), the way a school's owner creates one at their DNS host.
 */
export async function startDnsServer(dir: string) {
  const file = path.join(dir, 'dns-records.json');
  await writeDnsRecords(file, {});
  const server = await startServer(async (name) => (await readRecords(file))[name]);
  /** `address`: for DNS_SERVERS; `file`: the records file specs write (writeDnsRecords). */
  return { ...server, file };
}
