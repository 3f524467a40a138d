const dayMs = 86_400_000;

/** product.md §1.9: whole days left, rounded up (36 hours left is 2 days); never below 0. */
export function daysLeft(now: Date, expiresAt: Date): number {
  return Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / dayMs));
}

/** The upgrade warning shows when 7 or fewer days remain on an active subscription. */
export const upgradeWarningDays = 7;

export function showsUpgradeWarning(remainingDays: number): boolean {
  return remainingDays > 0 && remainingDays <= upgradeWarningDays;
}
