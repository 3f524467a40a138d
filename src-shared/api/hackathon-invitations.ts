import { z } from 'zod';
import { text } from './text';
import { registrationStatuses, teamMemberBody } from './hackathon-registration';

/**
 * Invitations and the leader's changes to the team (product.md §3.4 "Members and invitations").
 * A declared member sees their invitation when signed in with the invited address and accepts or
 * declines it; the leader removes, replaces and gives the team a new code.
 */
export const invitation = z.object({
  invitation_id: z.string(),
  registration_id: z.string(),
  team_name: z.string(),
  leader_name: z.string(),
  registration_status: z.enum(registrationStatuses),
  /** Whether the team's fee is paid, so accepting takes a seat already paid for. */
  paid: z.boolean(),
});
export type Invitation = z.infer<typeof invitation>;

export const myInvitationsReply = z.object({ success: z.literal(true), data: z.array(invitation) });
export type MyInvitationsReply = z.infer<typeof myInvitationsReply>;

export const invitationParams = z.object({ invitationId: text().trim().min(1).max(64) });
export const memberParams = z.object({ registrationId: text().trim().min(1).max(40), invitationId: text().trim().min(1).max(64) });
export const teamCodeParams = z.object({ registrationId: text().trim().min(1).max(40) });

/** A declared member the leader invites in place of one who declined, was removed or lapsed. */
export const replaceMemberBody = teamMemberBody;
export type ReplaceMemberInput = z.input<typeof replaceMemberBody>;

export const membershipReply = z.object({ success: z.literal(true), message: z.string() });
export type MembershipReply = z.infer<typeof membershipReply>;

export const teamCodeReply = z.object({ success: z.literal(true), message: z.string(), data: z.object({ code: z.string() }) });
export type TeamCodeReply = z.infer<typeof teamCodeReply>;
