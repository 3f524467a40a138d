import { invitationParams, memberParams, membershipReply, myInvitationsReply, replaceMemberBody, teamCodeParams, teamCodeReply } from '../hackathon-invitations';
import { createTeamBody, joinTeamBody, leaveTeamReply, myTeamReply, teamParams, teamReply, updateTeamBody } from '../hackathon-teams';
import { route } from '../route';

const tags = ['hackathon'];

/** Teams: create, join by code, edit (leader only), leave (product.md §3.4 "Team"). */
export const hackathonTeamRoutes = {
  myTeam: route({ method: 'GET', path: '/api/hackathon/team', access: 'user', reply: myTeamReply, tags, summary: 'The caller’s team, or null' }),
  create: route({
    method: 'POST',
    path: '/api/hackathon/teams',
    access: 'user',
    offline: 'online',
    body: createTeamBody,
    reply: teamReply,
    status: 201,
    tags,
    summary: 'Create a team with the caller as leader',
  }),
  join: route({ method: 'POST', path: '/api/hackathon/teams/join', access: 'user', offline: 'online', body: joinTeamBody, reply: teamReply, tags, summary: 'Join a team by its code' }),
  update: route({
    method: 'PATCH',
    path: '/api/hackathon/teams/:teamId',
    access: 'user',
    offline: 'queue',
    params: teamParams,
    body: updateTeamBody,
    reply: teamReply,
    tags,
    summary: 'Change the team’s name or description (leader only)',
  }),
  leave: route({ method: 'POST', path: '/api/hackathon/team/leave', access: 'user', offline: 'queue', reply: leaveTeamReply, tags, summary: 'Leave the caller’s team' }),
  /** product.md §3.4 "Members and invitations": the invitations to the caller's own address. */
  invitations: route({ method: 'GET', path: '/api/hackathon/invitations', access: 'user', reply: myInvitationsReply, tags, summary: 'The open invitations to the caller’s address' }),
  acceptInvitation: route({
    method: 'POST',
    path: '/api/hackathon/invitations/:invitationId/accept',
    access: 'user',
    offline: 'online',
    params: invitationParams,
    reply: membershipReply,
    tags,
    summary: 'Accept an invitation to a registered team',
  }),
  declineInvitation: route({
    method: 'POST',
    path: '/api/hackathon/invitations/:invitationId/decline',
    access: 'user',
    offline: 'online',
    params: invitationParams,
    reply: membershipReply,
    tags,
    summary: 'Decline an invitation (or leave the team it put you in)',
  }),
  /** The leader who registered only; anyone else's registration reads as missing. */
  removeMember: route({
    method: 'POST',
    path: '/api/hackathon/registrations/:registrationId/members/:invitationId/remove',
    access: 'user',
    offline: 'online',
    params: memberParams,
    reply: membershipReply,
    tags,
    summary: 'Take a declared member off the team (leader only)',
  }),
  replaceMember: route({
    method: 'PUT',
    path: '/api/hackathon/registrations/:registrationId/members/:invitationId',
    access: 'user',
    offline: 'online',
    params: memberParams,
    body: replaceMemberBody,
    reply: membershipReply,
    tags,
    summary: 'Invite someone in place of a member who declined or was removed (leader only)',
  }),
  regenerateCode: route({
    method: 'POST',
    path: '/api/hackathon/registrations/:registrationId/team-code',
    access: 'user',
    offline: 'online',
    params: teamCodeParams,
    reply: teamCodeReply,
    tags,
    summary: 'Give the team a new code (leader only)',
  }),
};
