/** The product's words for teams (product.md §3.8 "Submissions and teams", §3.6). */
export const teamMessages = {
  created: 'Team created successfully!',
  joined: (name: string) => `Successfully joined team '${name}'!`,
  left: 'Successfully left the team',
  updated: 'Team information updated successfully',
  notFound: 'Team not found',
  alreadyInTeam: 'You are already part of a team',
  alreadyMember: 'You are already a member of this team',
  full: 'Team is already full',
  notInTeam: 'You are not part of any team',
  leaderOnly: 'Only team leader can update team information',
} as const;
