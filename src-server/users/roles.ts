import type { AppConfig } from '../config';
import type { Executor } from '../db/executor';
import type { Role } from '../db/schema';
import { grantRole } from './queries';

/**
 * ADMIN_EMAILS and ORGANISER_EMAILS grant their roles at every sign-in; they never take a role
 * away, so a role an admin granted in the app stays.
 */
export async function grantConfiguredRoles(db: Executor, config: AppConfig, userId: string, email: string, at: Date) {
  const wanted: Role[] = ['learner'];
  if (config.adminEmails.includes(email)) wanted.push('admin');
  if (config.organiserEmails.includes(email)) wanted.push('organiser');
  const now = at.toISOString();
  for (const role of wanted) {
    await grantRole(db, userId, role, now);
  }
}
