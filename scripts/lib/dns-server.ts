import dns2 from 'dns2';
import type { AddressInfo } from 'node:net';

const { Packet } = dns2;

/**
 * A DNS server of a test's own (UDP on 127.0.0.1, a free port) for the product's DNS_SERVERS: it
 * answers a TXT question with the values `lookup` gives for the name, and NXDOMAIN for a name it
 * gives nothing for, so Node's resolver reports ENOTFOUND as it would for a record nobody created.
 * The API tests keep their records in memory, the e2e runs in a file the specs write.
 */
export async function startDnsServer(lookup: (name: string) => Promise<string[] | undefined> | string[] | undefined) {
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      void (async () => {
        const response = Packet.createResponseFromRequest(request);
        const [question] = request.questions;
        const values = question ? await lookup(question.name.toLowerCase()) : undefined;
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
  if (!udp) throw new Error('the test DNS server did not listen');
  return { address: `127.0.0.1:${udp.port}`, close: () => server.close() };
}
