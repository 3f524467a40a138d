// The baseline of bench/api.ts: a bare Fastify hello-world, run as plain Node like the product.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening on http://localhost:${app.server.address().port}`);
