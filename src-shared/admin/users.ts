import { z } from 'zod';
import { adminMessages } from './messages';
import { text } from '../api/text';

/** The user admin's requests and replies (product.md §2.13): find people, grant and remove roles. */

export const adminUsersPageSize = 25;

export const listUsersQuery = z.object({
  /** Part of an e-mail address or a display name, case-insensitive. */
  search: text().trim().max(120).default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ListUsersQuery = z.infer<typeof listUsersQuery>;

/** The roles an admin grants and removes here; every account is a learner. */
export const grantableRoles = ['admin', 'organiser'] as const;
export type GrantableRole = (typeof grantableRoles)[number];

export const userRoleParams = z.object({
  userId: text().min(1).max(100),
  role: z.enum(grantableRoles, { error: adminMessages.role }),
});

export const adminUserSubscription = z.object({
  planKey: z.string(),
  status: z.enum(['active', 'cancelled']),
  startsAt: z.string(),
  expiresAt: z.string(),
  /** Active now: started, not expired, not cancelled. */
  current: z.boolean(),
});

export const adminUser = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  roles: z.array(z.enum(['learner', 'admin', 'organiser'])),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
  /** The latest subscription, or null for a learner who never had one. */
  subscription: adminUserSubscription.nullable(),
});
export type AdminUser = z.infer<typeof adminUser>;

export const listUsersReply = z.object({
  users: z.array(adminUser),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type ListUsersReply = z.infer<typeof listUsersReply>;
