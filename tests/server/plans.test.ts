import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPlansReply } from '@shared/api/plans';
import { plans } from '@shared/plans/plans';
import { createTestApp, type TestApp } from './support/test-app';

describe('GET /api/plans', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves the seeded plan table in upgrade order with the shared prices', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/plans' });
    expect(res.statusCode).toBe(200);
    const body = listPlansReply.parse(res.json());
    expect(body.plans.map((p) => [p.key, p.amountPaise, p.priceRupees])).toEqual(
      plans.map((p) => [p.key, p.amountPaise, p.priceRupees]),
    );
    expect(body.plans.find((p) => p.popular)?.key).toBe('monthly');
  });
});
