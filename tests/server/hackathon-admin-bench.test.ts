import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminBench } from '../../bench/hackathon-admin';
import { createTestDatabase, type TestDatabase } from './support/test-app';

/**
 * `bench/hackathon-admin.ts` at a small size, so the benchmark keeps working as the organisers'
 * routes change. Its figures are printed by the bench itself; here only that every request it
 * makes succeeds and every export carries the rows (no timing assertions).
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe('the organisers’ benchmark', () => {
  it('seeds, lists, counts and exports 500 registrations', { timeout: 90_000 }, async () => {
    const figures = await runAdminBench({ count: 500, smallCount: 50, runs: 2, databaseEnv: database.env });
    expect(figures.timings.map((t) => t.name)).toEqual(['list: first page, status + type filter + search', 'stats', 'CSV of all 500', 'XLSX of all 500']);
    for (const timing of figures.timings) expect(timing.bytes).toBeGreaterThan(0);
    expect(figures.memory.map((m) => m.registrations)).toEqual([50, 500]);
    // 500 detailed rows are well over 500 lines' worth of bytes; 50 are a tenth of that.
    expect(figures.memory[1]?.bytes).toBeGreaterThan((figures.memory[0]?.bytes ?? 0) * 5);
  });
});
