/** Read time of product.md §2.9: 200 words a minute, rounded up; 5 minutes when a lesson has no words. */
export const wordsPerMinute = 200;
export const defaultReadMinutes = 5;

export function countWords(text: string): number {
  const words = text.trim().split(/\s+/).filter(Boolean);
  return words.length;
}

export function readMinutes(wordCount: number): number {
  return wordCount > 0 ? Math.ceil(wordCount / wordsPerMinute) : defaultReadMinutes;
}
