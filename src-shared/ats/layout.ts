/**
 * Whether a PDF page is laid out in two columns (product.md §2.11). Many ATS read a page line by
 * line across its whole width, so a sidebar's skills and the main column's jobs come out
 * interleaved. The text items' positions tell: in two columns almost nothing crosses the gutter
 * between them, while in one column the body's lines run straight across the middle.
 */

/** One run of text on a page, in the page's units, x from the left edge. */
export interface TextRun {
  x: number;
  width: number;
  /** The baseline's height above the bottom edge. */
  y: number;
  /** Letters and digits in the run: spaces and bullets do not make a column. */
  chars: number;
}

export interface PageRuns {
  width: number;
  runs: readonly TextRun[];
}

/** Where a gutter is looked for, as shares of the page's width: sidebars are a quarter to a half. */
const gutterSearch = { from: 0.2, to: 0.75, step: 0.01 } as const;
/** At most this share of the text may cross the gutter (a name or a heading across the top). */
const maxCrossingShare = 0.08;
/** Each column holds at least this share of the page's text. */
const minColumnShare = 0.15;
/** Lines with text on both sides of the gutter: a table of dates beside titles has a few, columns many. */
const minSharedLines = 6;

const crosses = (run: TextRun, at: number) => run.x < at && run.x + run.width > at;

function sharedLines(runs: readonly TextRun[], at: number): number {
  const sides = new Map<number, { left: boolean; right: boolean }>();
  for (const run of runs) {
    const line = Math.round(run.y);
    const side = sides.get(line) ?? { left: false, right: false };
    if (run.x + run.width <= at) side.left = true;
    else if (run.x >= at) side.right = true;
    sides.set(line, side);
  }
  return [...sides.values()].filter((side) => side.left && side.right).length;
}

/** The gutter's place as a share of the page's width, or undefined when the page is one column. */
export function findGutter({ width, runs }: PageRuns): number | undefined {
  const counted = runs.filter((run) => run.chars > 0 && run.width > 0);
  const total = counted.reduce((sum, run) => sum + run.chars, 0);
  if (width <= 0 || total === 0) return undefined;
  let best: { at: number; crossing: number } | undefined;
  for (let share = gutterSearch.from; share <= gutterSearch.to; share += gutterSearch.step) {
    const at = width * share;
    const crossing = counted.filter((run) => crosses(run, at)).reduce((sum, run) => sum + run.chars, 0);
    if (!best || crossing < best.crossing) best = { at, crossing };
  }
  if (!best || best.crossing / total > maxCrossingShare) return undefined;
  const at = best.at;
  const left = counted.filter((run) => run.x + run.width <= at).reduce((sum, run) => sum + run.chars, 0);
  const right = counted.filter((run) => run.x >= at).reduce((sum, run) => sum + run.chars, 0);
  if (left / total < minColumnShare || right / total < minColumnShare) return undefined;
  if (sharedLines(counted, at) < minSharedLines) return undefined;
  return at / width;
}

/** The pages (1-based) laid out in two columns. */
export function twoColumnPages(pages: readonly PageRuns[]): number[] {
  return pages.flatMap((page, index) => (findGutter(page) === undefined ? [] : [index + 1]));
}
