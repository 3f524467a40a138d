// The baseline of the benches: a bare Fastify hello-world, run as plain Node like the product.
// With BARE_REPLY (JSON: { headers, body }) it answers every request with that reply instead, plus
// a fresh x-request-id as the product sends: the product's bytes without the product's work.
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';

const replay = process.env.BARE_REPLY ? JSON.parse(process.env.BARE_REPLY) : undefined;
const app = Fastify({ logger: false });
if (replay) {
  app.get('/', (request, reply) => {
    reply.headers(replay.headers).header('x-request-id', randomUUID()).send(replay.body);
  });
} else {
  app.get('/', async () => ({ hello: 'world' }));
}
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening on http://localhost:${app.server.address().port}`);
