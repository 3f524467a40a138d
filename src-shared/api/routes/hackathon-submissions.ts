/** Project submissions and their repositories. */
export const hackathonSubmissionRoutes = {};
