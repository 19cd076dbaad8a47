import dns2 from 'dns2';
import type { AddressInfo } from 'node:net';

const { Packet } = dns2;

/**
 * A DNS server of the test's own (UDP on 127.0.0.1, a free port): what it answers is `records`,
 * TXT values by name; any other name is NXDOMAIN, so Node's resolver reports ENOTFOUND as it would
 * for a record nobody created. The product asks it through DNS_SERVERS, as it asks a real one.
 */
export async function startDnsServer() {
  const records = new Map<string, string[]>();
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      const values = question ? records.get(question.name.toLowerCase()) : undefined;
      if (question && values && question.type === Packet.TYPE.TXT) {
        for (const value of values) {
          // dns2's types ask for a parsed Resource; its encoder reads only these fields.
          const answer = { name: question.name, type: Packet.TYPE.TXT, class: Packet.CLASS.IN, ttl: 1, data: value };
          response.answers.push(answer as unknown as (typeof response.answers)[number]);
        }
      } else if (!values) {
        response.header.rcode = 3; // NXDOMAIN
      }
      void send(response);
    },
  });
  await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  const udp: AddressInfo | undefined = server.addresses().udp;
  if (!udp) throw new Error('the test DNS server did not listen');
  return {
    /** For DNS_SERVERS. */
    address: `127.0.0.1:${udp.port}`,
    records,
    close: () => server.close(),
  };
}
