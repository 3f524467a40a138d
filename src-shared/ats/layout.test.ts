import { describe, expect, it } from 'vitest';
import { findGutter, twoColumnPages, type PageRuns, type TextRun } from './layout';

const width = 595;
const run = (x: number, runWidth: number, y: number, chars = Math.round(runWidth / 5)): TextRun => ({ x, width: runWidth, y, chars });
const lines = (count: number, make: (y: number) => TextRun[]) => Array.from({ length: count }, (_, index) => make(800 - index * 14)).flat();

/** A sidebar of 130 pt and a main column from 200 pt, side by side down the page. */
const twoColumns: PageRuns = { width, runs: [run(40, 400, 820, 20), ...lines(30, (y) => [run(40, 110, y), run(200, 350, y)])] };
/** Full-width lines, a title with its dates at the right edge now and then. */
const oneColumn: PageRuns = {
  width,
  runs: lines(40, (y) => (y % 112 === 0 ? [run(40, 180, y), run(470, 80, y)] : [run(40, 500, y)])),
};

describe('two-column layout', () => {
  it('finds the gutter between a sidebar and the main column', () => {
    const gutter = findGutter(twoColumns);
    expect(gutter).toBeGreaterThan(150 / width);
    expect(gutter).toBeLessThan(200 / width);
  });

  it('reads one column with right-aligned dates as one column', () => {
    expect(findGutter(oneColumn)).toBeUndefined();
  });

  it('needs many lines with text on both sides, not a short table', () => {
    const table: PageRuns = { width, runs: [...lines(4, (y) => [run(40, 110, y), run(300, 200, y)]), ...lines(30, (y) => [run(40, 500, y - 100)])] };
    expect(findGutter(table)).toBeUndefined();
  });

  it('ignores a page with nothing to read and names the pages that have two columns', () => {
    expect(findGutter({ width, runs: [] })).toBeUndefined();
    expect(twoColumnPages([oneColumn, twoColumns, { width, runs: [] }])).toEqual([2]);
  });
});
