import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { replySerializerCompiler } from './serializer';

const user = z.object({ id: z.string(), name: z.string(), nickname: z.string().optional() });
const block = z.union([z.object({ type: z.literal('text'), text: z.string() }), z.object({ type: z.literal('code'), code: z.string() })]);

/** Serves `data` under a reply contract, through the product's serializer. */
async function reply(schema: z.ZodType, data: unknown) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(replySerializerCompiler);
  app.get('/', { schema: { response: { 200: schema } } }, async () => data);
  const res = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return res;
}

describe('the reply serializer', () => {
  it('writes only the properties the contract names, so nothing else a row carried leaks', async () => {
    const res = await reply(user, { id: 'u1', name: 'Asha', password_hash: 'secret' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('{"id":"u1","name":"Asha"}');
  });

  it('strips unknown keys inside a union the way zod does, instead of refusing the reply', async () => {
    const res = await reply(z.object({ blocks: z.array(block) }), { blocks: [{ type: 'code', code: 'print(1)', internal: 7 }] });
    expect(res.json()).toEqual({ blocks: [{ type: 'code', code: 'print(1)' }] });
  });

  it('fails the request when a required property is missing', async () => {
    const res = await reply(user, { id: 'u1' });
    expect(res.statusCode).toBe(500);
  });

  it('keeps the zod serializer for a contract with no JSON Schema form', async () => {
    const res = await reply(z.object({ at: z.date() }), { at: new Date('2025-01-02T03:04:05.000Z') });
    expect(res.json()).toEqual({ at: '2025-01-02T03:04:05.000Z' });
  });
});
