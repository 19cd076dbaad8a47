import Fastify from 'fastify';

/** The floor every figure is compared with: Fastify with one route, no plugins, no database. */
const app = Fastify({ logger: false });
app.get('/bare', () => Promise.resolve({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
