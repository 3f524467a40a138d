/**
 * How catalogue search orders what it found (product.md §1.2 "Courses"). Word scores alone put a
 * lesson of another course that mentions a word often ("TypeScript with React") above the course
 * named by it (React Essentials). A course whose title the query names comes first, then that
 * course's lessons, then everything else; each group keeps the index's order of relevance.
 */

// MiniSearch's own word boundaries: spaces, line breaks and punctuation.
const wordBoundary = /[\n\r\p{Z}\p{P}]+/u;

const wordsOf = (text: string) => text.toLowerCase().split(wordBoundary).filter((word) => word !== '');

/**
 * True when every word of the query starts a word of the title, as a learner types it: "java"
 * names JavaScript Fundamentals, "node" names Node.js and Express API, "typescript course" names
 * no course (no title says "course").
 */
export function titleNamedBy(title: string, query: string): boolean {
  const asked = wordsOf(query);
  const titleWords = wordsOf(title);
  return asked.length > 0 && asked.every((word) => titleWords.some((titleWord) => titleWord.startsWith(word)));
}

export interface RankableHit {
  kind: 'course' | 'lesson';
  courseTitle: string;
  score: number;
}

function group(hit: RankableHit, query: string): number {
  if (!titleNamedBy(hit.courseTitle, query)) return 2;
  return hit.kind === 'course' ? 0 : 1;
}

/** The hits in the order shown: the named courses, their lessons, the rest; by score within each. */
export function rankSearchHits<H extends RankableHit>(hits: readonly H[], query: string): H[] {
  return hits
    .map((hit) => ({ hit, group: group(hit, query) }))
    .sort((a, b) => a.group - b.group || b.hit.score - a.hit.score)
    .map(({ hit }) => hit);
}
