/**
 * The prefix of every cached piece of the participant's own hackathon data (the dashboard's keys
 * start with it): a paid fee changes the registration, the team's status and the overview, so the
 * payment step refreshes all of it.
 */
export const registrationKeys = {
  registrations: ['hackathon', 'participant'] as const,
};
