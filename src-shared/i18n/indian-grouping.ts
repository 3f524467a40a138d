/**
 * A whole number with Indian grouping (12,34,567), as `Intl.NumberFormat('en-IN')` writes it, in
 * Latin digits for every interface language. Written out because a page's first Intl number format
 * loads the browser's number data: 50 to 90 ms of a first paint, on a fast machine.
 * Answers undefined for what it does not cover (a fraction, or a number past exact integers).
 */
export function groupIndian(value: number): string | undefined {
  if (!Number.isSafeInteger(value)) return undefined;
  const digits = String(Math.abs(value));
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  const grouped = rest ? `${rest},${lastThree}` : lastThree;
  return value < 0 || Object.is(value, -0) ? `-${grouped}` : grouped;
}

/** Whole rupees with the sign (₹1,499; -₹12,34,567), as the en-IN currency format writes them. */
export function wholeRupees(value: number): string | undefined {
  const grouped = groupIndian(value);
  if (grouped === undefined) return undefined;
  return grouped.startsWith('-') ? `-₹${grouped.slice(1)}` : `₹${grouped}`;
}
