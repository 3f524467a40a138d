/** Registration, its commitments and its fee. */
export const hackathonRegistrationRoutes = {};
