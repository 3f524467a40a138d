/** Teams: create, join by code, edit, leave. */
export const hackathonTeamRoutes = {};
