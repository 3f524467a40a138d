/**
 * Catalogue categories of product.md §1.9, inferred from a course title's words. The first category
 * whose keyword matches wins, so "JavaScript" is Frontend, not a Programming Language.
 */
export const visibleCategories = ['Frontend', 'Backend', 'Databases', 'Version Control', 'Project Management', 'Programming Languages'] as const;
export type VisibleCategory = (typeof visibleCategories)[number];
export type Category = VisibleCategory | 'Misc';
export const categoryFilters = ['All', ...visibleCategories] as const;
export type CategoryFilter = (typeof categoryFilters)[number];

const keywords: ReadonlyArray<readonly [VisibleCategory, readonly string[]]> = [
  ['Frontend', ['html', 'css', 'javascript', 'react']],
  ['Backend', ['node', 'express', 'api']],
  ['Databases', ['sql', 'database', 'mongodb']],
  ['Version Control', ['git', 'github']],
  ['Project Management', ['agile', 'scrum', 'project']],
  ['Programming Languages', ['python', 'java', 'typescript', 'c++', 'c']],
];

/** Lower-case words of a title; "Node.js" gives "node" and "js", "C++" stays "c++". */
function titleWords(title: string): string[] {
  return title.toLowerCase().split(/[^a-z0-9+#]+/).filter(Boolean);
}

export function inferCategory(title: string): Category {
  const words = titleWords(title);
  for (const [category, keys] of keywords) {
    if (keys.some((key) => words.includes(key))) return category;
  }
  return 'Misc';
}

export function matchesFilter(category: Category, filter: CategoryFilter): boolean {
  if (category === 'Misc') return false;
  return filter === 'All' || category === filter;
}

export function isCategoryFilter(value: unknown): value is CategoryFilter {
  return typeof value === 'string' && (categoryFilters as readonly string[]).includes(value);
}
