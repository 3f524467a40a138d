import { createTeamBody, joinTeamBody, leaveTeamReply, myTeamReply, teamParams, teamReply, updateTeamBody } from '../hackathon/teams';
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
};
