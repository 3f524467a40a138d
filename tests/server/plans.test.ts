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

describe('GET /api/plans/:key', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves one plan with its server-side amount', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/plans/yearly' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ key: 'yearly', amountPaise: 79900, priceRupees: 799, currency: 'INR' });
  });

  it('answers an unknown plan with a 404 that lists the real ones', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/plans/lifetime' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({
      message: 'There is no plan called "lifetime". Choose one of: one-day, weekly, monthly, six-month, yearly.',
      messageId: 'plans.noSuchPlan',
      messageValues: { key: 'lifetime', plans: 'one-day, weekly, monthly, six-month, yearly' },
    });
  });
});
