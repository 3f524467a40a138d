/**
 * The membership model of a hackathon team (product.md §3.4 "Members and invitations"): a
 * registration declares its members, each is invited by address and answers; the dashboard shows
 * where each stands. Pure rules, used by the server and the renderer alike.
 */
export const invitationStates = ['invited', 'accepted', 'declined', 'removed', 'expired'] as const;
export type InvitationState = (typeof invitationStates)[number];

/** What the dashboard shows for a declared member. */
export const memberStates = ['invited', 'accepted', 'declined', 'paid', 'removed', 'expired'] as const;
export type MemberState = (typeof memberStates)[number];

/** A member still answering or in the team is shown as paid once the registration's fee is in. */
export function memberState(state: InvitationState, paid: boolean): MemberState {
  if (paid && (state === 'invited' || state === 'accepted')) return 'paid';
  return state;
}

/** The invitation holds a seat of the team (it can be accepted or already was). */
export const holdsSeat = (state: InvitationState) => state === 'invited' || state === 'accepted';

/** A seat whose member said no or was taken off can be given to someone else. */
export const canReplace = (state: InvitationState) => state === 'declined' || state === 'removed' || state === 'expired';

/**
 * Whether an invitation's address is taken: only once the member accepted, or the registration
 * is paid while they are still declared. A mere invitation takes nothing, so naming someone's
 * address cannot keep them out of another team.
 */
export const takesAddress = (state: InvitationState, paid: boolean) => state === 'accepted' || (paid && state === 'invited');

const hourMs = 3_600_000;

/** When an unpaid registration made at `createdAt` lapses, after the event's hold in hours. */
export function unpaidExpiry(createdAt: Date, holdHours: number): Date {
  return new Date(createdAt.getTime() + holdHours * hourMs);
}

/** An unpaid registration lapses at its expiry, to the millisecond. */
export const hasLapsed = (expiresAt: string | null, now: Date) => expiresAt !== null && expiresAt <= now.toISOString();

/**
 * The product's words for what a membership change did (product.md §3.4), still sent in English
 * only; its refusals are hackathon messages by id (./messages.ts).
 */
export const membershipMessages = {
  accepted: (team: string) => `You are in team '${team}'.`,
  removed: (name: string) => `${name} is no longer in the team.`,
  replaced: (name: string) => `${name} is invited in their place.`,
} as const;
