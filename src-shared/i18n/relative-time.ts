const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 60 * 60 * 1000],
  ['month', 30 * 24 * 60 * 60 * 1000],
  ['week', 7 * 24 * 60 * 60 * 1000],
  ['day', 24 * 60 * 60 * 1000],
  ['hour', 60 * 60 * 1000],
  ['minute', 60 * 1000],
];

/**
 * "3 days ago", "yesterday", "in 2 hours": how long before or after `now` an instant is, in its
 * largest whole unit, in `language`; under a minute is `justNow`, the screen's own words.
 */
export function relativeTime(now: Date, iso: string, language = 'en', justNow = 'just now'): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const diff = Date.parse(iso) - now.getTime();
  if (Number.isNaN(diff)) return '';
  for (const [unit, ms] of units) {
    const amount = Math.trunc(diff / ms);
    if (amount !== 0) return format.format(amount, unit);
  }
  return justNow;
}
