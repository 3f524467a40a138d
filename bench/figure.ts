/**
 * One measured figure against its budget, printed as a tagged JSON line beside a bench's own
 * output, so `npm run bench:all` can gather every bench's figures into one table.
 */
export interface BenchFigure {
  name: string;
  value: number;
  unit: string;
  /** The budget's bound; `at most` figures pass at or below it, `at least` ones at or above. */
  budget?: number;
  bound?: 'at most' | 'at least';
}

export const figureTag = 'BENCH-FIGURE ';

export function reportFigure(figure: BenchFigure): void {
  console.log(`${figureTag}${JSON.stringify(figure)}`);
}

export function meetsBudget(figure: BenchFigure): boolean | undefined {
  if (figure.budget === undefined) return undefined;
  return figure.bound === 'at least' ? figure.value >= figure.budget : figure.value <= figure.budget;
}
