/** A share as a percentage with one decimal; nothing of nothing is 0, not NaN. */
export function percentOf(part: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((part / total) * 1000) / 10;
}

/** The analytics summary's average per group (product.md §3.2.6), one decimal. */
export function averagePer(total: number, groups: number): number {
  if (groups <= 0) return 0;
  return Math.round((total / groups) * 10) / 10;
}

/** The n largest entries by count, ties kept in their given order. */
export function topBy<T>(items: readonly T[], count: (item: T) => number, n: number): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => count(b.item) - count(a.item) || a.index - b.index)
    .slice(0, n)
    .map(({ item }) => item);
}
