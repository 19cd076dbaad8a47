import dns2 from 'dns2';
import { readFile, rename, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const { Packet } = dns2;

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
 * A DNS server of the run's own for one e2e server's DNS_SERVERS (UDP on 127.0.0.1, a free port),
 * as apps/server/src/test/dns-server.ts is for the API tests: TXT values by name, NXDOMAIN for any
 * other name. Its records live in `dir`/dns-records.json and are read on every query, so a spec
 * creates a record by writing the file (writeDnsRecords), the way a school's owner creates one at
 * their DNS host.
 */
export async function startDnsServer(dir: string) {
  const file = path.join(dir, 'dns-records.json');
  await writeDnsRecords(file, {});
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      void (async () => {
        const response = Packet.createResponseFromRequest(request);
        const [question] = request.questions;
        const records = await readRecords(file);
        const values = question ? records[question.name.toLowerCase()] : undefined;
        if (question && values && question.type === Packet.TYPE.TXT) {
          for (const value of values) {
            // dns2's types ask for a parsed Resource; its encoder reads only these fields.
            const answer = { name: question.name, type: Packet.TYPE.TXT, class: Packet.CLASS.IN, ttl: 1, data: value };
            response.answers.push(answer as unknown as (typeof response.answers)[number]);
          }
        } else if (!values) {
          response.header.rcode = 3; // NXDOMAIN
        }
        await send(response);
      })();
    },
  });
  await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  const udp: AddressInfo | undefined = server.addresses().udp;
  if (!udp) throw new Error('the e2e DNS server did not listen');
  return {
    /** For DNS_SERVERS. */
    address: `127.0.0.1:${udp.port}`,
    /** The records file specs write (writeDnsRecords). */
    file,
    close: () => server.close(),
  };
}
