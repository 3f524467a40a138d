/** The OAuth sign-in providers the server can be configured for. */
export const oauthProviders = ['google', 'github'] as const;
export type OAuthProvider = (typeof oauthProviders)[number];
