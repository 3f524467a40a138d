import { z } from 'zod';
import { hackathonMessages } from '../hackathon/messages';
import { text } from './text';
import { registrationStatuses } from './hackathon-registration';

/**
 * Teams on the participant dashboard (product.md §3.3 "Team", §3.5 "Teams"). Membership is the
 * team's member list on the server; the registration's listed members are who the leader declared
 * and paid for, and become members when they join with the code.
 */
export const teamCodeLength = 6;
export const teamCodePattern = /^[A-Z0-9]{6}$/;

export const teamMember = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['leader', 'member']),
  joinedAt: z.string(),
});

export const team = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  code: z.string(),
  leaderId: z.string().nullable(),
  members: z.array(teamMember),
  maxMembers: z.number().int(),
  /** The leader's registration's status, or null when the leader has not registered. */
  registrationStatus: z.enum(registrationStatuses).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Team = z.infer<typeof team>;

export const myTeamReply = z.object({ success: z.literal(true), data: team.nullable() });
export const teamReply = z.object({ success: z.literal(true), message: z.string(), data: team });
export const leaveTeamReply = z.object({ success: z.literal(true), message: z.string() });

export const createTeamBody = z.object({
  name: text().trim().min(3, hackathonMessages.teamNameShort).max(60),
  description: text().trim().max(500).default(''),
});
export const joinTeamBody = z.object({
  code: text()
    .trim()
    .transform((code) => code.toUpperCase())
    .pipe(text().regex(teamCodePattern, hackathonMessages.invalidTeamCode)),
});
export const updateTeamBody = z
  .object({
    name: text().trim().min(3, hackathonMessages.teamNameShort).max(60).optional(),
    description: text().trim().max(500).optional(),
  })
  .refine((change) => change.name !== undefined || change.description !== undefined, hackathonMessages.changeNameOrDescription);
export const teamParams = z.object({ teamId: text().min(1).max(64) });
