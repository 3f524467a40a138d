import { z } from 'zod';
import { profileMessages } from './messages';
import { text } from '../api/text';

/** Profile fields of product.md §1.3 "User document" and their checks (product.md §1.5 "Profile"). */
export const profileVisibilities = ['public', 'private'] as const;
export type ProfileVisibility = (typeof profileVisibilities)[number];

export const bioMaxLength = 500;

/** The social networks a profile links to, and the hosts each link must point at. */
export const socialNetworks = {
  github: { label: 'GitHub', hosts: ['github.com'] },
  linkedin: { label: 'LinkedIn', hosts: ['linkedin.com'] },
  twitter: { label: 'X (Twitter)', hosts: ['x.com', 'twitter.com'] },
} as const;
export type SocialNetwork = keyof typeof socialNetworks;

const onHost = (url: URL, hosts: readonly string[]) => hosts.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));

/**
 * A link is empty (none) or an https address on the network's own site: this refuses
 * `javascript:` and other schemes, and links that pretend to be one network but lead elsewhere.
 */
export function isSocialLink(network: SocialNetwork, value: string): boolean {
  if (value === '') return true;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && onHost(url, socialNetworks[network].hosts) && !url.username && !url.password;
}

/** Each network's two refusals: a link too long, and a link elsewhere than its first host. */
const linkMessages: Record<SocialNetwork, { tooLong: string; elsewhere: string }> = {
  github: { tooLong: profileMessages.githubLinkTooLong, elsewhere: profileMessages.githubLink },
  linkedin: { tooLong: profileMessages.linkedinLinkTooLong, elsewhere: profileMessages.linkedinLink },
  twitter: { tooLong: profileMessages.twitterLinkTooLong, elsewhere: profileMessages.twitterLink },
};

const link = (network: SocialNetwork) =>
  text()
    .trim()
    .max(200, linkMessages[network].tooLong)
    .refine((value) => isSocialLink(network, value), linkMessages[network].elsewhere);

export const socialLinks = z.object({ github: z.string(), linkedin: z.string(), twitter: z.string() });
export type SocialLinks = z.infer<typeof socialLinks>;

export const socialLinkFields = {
  links: z.object({ github: link('github'), linkedin: link('linkedin'), twitter: link('twitter') }).partial(),
  bio: text().trim().max(bioMaxLength, profileMessages.bioTooLong),
};

/** product.md §1.5: photo types and size, with the spec's messages. */
export const photoTypes = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const photoMaxBytes = 5_242_880;
/** The stored photo: re-encoded to a square of this many pixels. */
export const photoSize = 512;
