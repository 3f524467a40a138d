import { describe, expect, it } from 'vitest';
import { loadPairs, runAtsEval } from '../../bench/ats-eval';

/** A smoke run of the ATS evaluation (bench/ats-eval.ts): a few pairs, PDF and DOCX, no timing. */
describe('the ATS evaluation', () => {
  it('has at least 30 pairs and runs a few of them end to end', async () => {
    const pairs = loadPairs();
    expect(pairs.length).toBeGreaterThanOrEqual(30);
    const few = [pairs.find((pair) => pair.format === 'docx'), ...pairs.filter((pair) => pair.format !== 'docx').slice(0, 2)].filter((pair) => pair !== undefined);
    const figures = await runAtsEval(few);
    expect(figures.pairs.map((pair) => pair.id)).toEqual(few.map((pair) => pair.id));
    expect(figures.precision).toBeGreaterThan(0.7);
    expect(figures.recall).toBeGreaterThan(0.7);
  });
});
