import { describe, expect, it } from 'vitest';
import { atsMessages } from '@shared/ats/rules';
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

/** A smoke run of bench/ats-large-files.ts: the files at the 5 MB limit are built and read, no timing. */
describe('the ATS checker on 5 MB files', () => {
  it('scores a resume carrying a large photo and refuses a file packed with text', async () => {
    const { checkLargeFile, largeFiles } = await import('../../bench/ats-large-files');
    const jobDescription = loadPairs()[0]?.jobDescription ?? '';
    const figures = [];
    for (const file of await largeFiles()) figures.push(await checkLargeFile(file, jobDescription));
    for (const figure of figures) expect(figure.megabytes).toBeGreaterThan(4.5);
    expect(figures.map((figure) => figure.outcome.split(' ')[0])).toEqual(['scored', 'refused:', 'scored']);
    expect(figures[1]?.outcome).toContain(atsMessages.tooMuchText);
  }, 60_000);
});
