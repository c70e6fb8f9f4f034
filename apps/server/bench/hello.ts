import Fastify from 'fastify';

/** The reference point of the benchmark: a bare Fastify hello-world. */
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 8299) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
