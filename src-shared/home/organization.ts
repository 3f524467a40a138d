/** Kodeshala's own addresses, shown in the footer and given to search engines. */
export const supportEmail = 'support@kodeshala.in';

export const socialProfiles = [
  { label: 'GitHub', href: 'https://github.com/kodeshala' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/kodeshala' },
  { label: 'X', href: 'https://x.com/kodeshala' },
  { label: 'YouTube', href: 'https://www.youtube.com/@kodeshala' },
  { label: 'Instagram', href: 'https://www.instagram.com/kodeshala' },
] as const;

export type SocialNetwork = (typeof socialProfiles)[number]['label'];
