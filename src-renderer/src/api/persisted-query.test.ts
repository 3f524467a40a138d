import { dehydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { persisted, shouldPersistQuery } from './persisted-query';

describe('the queries kept as offline copies', () => {
  it('are the good replies of queries that opted in, and nothing else', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await client.prefetchQuery({ queryKey: ['me', 'u1', 'stats'], queryFn: () => ({ streak: 3 }), ...persisted });
    await client.prefetchQuery({ queryKey: ['plans'], queryFn: () => ({ plans: [] }), ...persisted });
    await client.prefetchQuery({ queryKey: ['courses', 'list'], queryFn: () => ({ courses: [] }) });
    await client.prefetchQuery({ queryKey: ['me', 'u1', 'broken'], queryFn: () => Promise.reject(new Error('offline')), ...persisted });

    const kept = dehydrate(client, { shouldDehydrateQuery: shouldPersistQuery }).queries.map((query) => query.queryKey);
    expect(kept).toEqual([
      ['me', 'u1', 'stats'],
      ['plans'],
    ]);
    client.clear();
  });
});
