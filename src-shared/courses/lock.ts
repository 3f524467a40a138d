/**
 * The free-lesson lock of the reader (product.md §2.1 reading A, as decided for the product, product.md §1.6): in every module
 * the lessons at 0-based positions 0, 1 and 2 are free; position 3 onwards needs a subscription.
 */
export const freeLessonsPerModule = 3;

export function isLessonLocked(position: number, premium: boolean): boolean {
  return !premium && position >= freeLessonsPerModule;
}

/** The module-level upgrade banner (reading B): 'Subscribe to unlock {n} more modules', n = total − 2. */
export const freeModulesInBanner = 2;

export function lockedModulesInBanner(moduleCount: number): number {
  return Math.max(0, moduleCount - freeModulesInBanner);
}

export function upgradeBannerText(moduleCount: number): string | undefined {
  const n = lockedModulesInBanner(moduleCount);
  return n > 0 ? `Subscribe to unlock ${n} more modules` : undefined;
}
