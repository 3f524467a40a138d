/** product.md §1.4: a user is new when the last sign-in is within 5 minutes of the account's creation. */
export const newUserWindowMs = 5 * 60 * 1000;

export function isNewUser(createdAt: string, lastSignInAt: string | null): boolean {
  if (!lastSignInAt) return true;
  return Date.parse(lastSignInAt) - Date.parse(createdAt) <= newUserWindowMs;
}
