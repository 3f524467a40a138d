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

/** The product's words for membership (product.md §3.4); the server's answers and the mails use them. */
export const membershipMessages = {
  codeForDeclaredOnly: (email: string) =>
    `This team's code is only for the members its leader declared. Ask the leader to add your address (${email}) to the registration, then accept the invitation.`,
  invitationNotFound: 'No invitation with this id for your account.',
  invitationAnswered: 'This invitation was already answered.',
  invitationClosed: 'This invitation is no longer open: the leader changed the team or the registration lapsed.',
  accepted: (team: string) => `You are in team '${team}'.`,
  declined: 'Invitation declined. Your address is free for another team.',
  takenElsewhere: (email: string) => `${email} is already part of another registration for this event. A person can be in only one registration.`,
  memberNotFound: 'No member with this id in your registration.',
  leaderOnly: 'Only the leader who registered can change the team.',
  removed: (name: string) => `${name} is no longer in the team.`,
  alreadyGone: 'This member was already taken off the team.',
  notReplaceable: 'Only a member who declined, was removed or whose invitation lapsed can be replaced.',
  replaced: (name: string) => `${name} is invited in their place.`,
  addressInTeam: (email: string) => `${email} is already in this team.`,
  leaderAddress: 'The leader is already in the team; invite someone else.',
  codeChanged: 'The team has a new code. The old one no longer works.',
  registrationClosed: 'This registration is no longer active, so its team cannot change.',
  lapsedUnpaid: 'This registration lapsed unpaid and its members are free again. Please register again.',
} as const;

/** The fee's order for a registration the ledger shows paid, whatever its status (product.md §3.4 "Payment state"). */
export const alreadyPaidMessage = 'This registration is already paid.';
