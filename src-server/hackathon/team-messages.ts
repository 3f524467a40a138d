/** The product's words for teams (product.md §3.8 "Submissions and teams", §3.6). */
export const teamMessages = {
  created: 'Team created successfully!',
  joined: (name: string) => `Successfully joined team '${name}'!`,
  left: 'Successfully left the team',
  updated: 'Team information updated successfully',
} as const;
