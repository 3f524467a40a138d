export const playgroundKeys = {
  projects: ['playground', 'projects'] as const,
  presence: ['playground', 'presence'] as const,
  github: ['playground', 'github'] as const,
  repos: ['playground', 'github', 'repos'] as const,
  runtimes: ['playground', 'runtimes'] as const,
};
