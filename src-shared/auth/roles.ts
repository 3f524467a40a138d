/** The roles an account can hold; a route or a page may ask for one. */
export const roleNames = ['learner', 'admin', 'organiser'] as const;
export type RoleName = (typeof roleNames)[number];
