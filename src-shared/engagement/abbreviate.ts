/** Stat abbreviations of product.md §1.9: 999 stays, 1,500 is "1.5K", 2,000,000 is "2M". */
export function abbreviate(value: number): string {
  const sign = value < 0 ? '-' : '';
  const n = Math.abs(value);
  const short = (scaled: number, unit: string) => `${sign}${Number(scaled.toFixed(1)).toString()}${unit}`;
  if (n >= 999_950) return short(n / 1_000_000, 'M');
  if (n >= 1000) return short(n / 1000, 'K');
  return `${sign}${Math.round(n)}`;
}
