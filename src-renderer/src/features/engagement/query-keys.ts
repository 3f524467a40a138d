export const engagementKeys = {
  stats: (uid: string) => ['me', uid, 'stats'] as const,
  publicProfile: (handle: string) => ['users', handle] as const,
};
