import type { RoleName } from '@shared/auth/roles';

/**
 * product.md §3.6: the organiser dashboard is for organisers and admins. The server checks the same
 * on every organiser route; this only decides whether the screen or 'Access denied' is shown.
 */
export function canOrganise(roles: readonly RoleName[] | undefined): boolean {
  return roles?.some((role) => role === 'organiser' || role === 'admin') ?? false;
}
