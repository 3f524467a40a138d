import { ActionIcon, Group } from '@mantine/core';
import type { SocialLinks } from '@shared/profile/rules';
import { IconBrandGithub, IconBrandLinkedin, IconBrandX } from '@tabler/icons-react';

const networks = [
  { key: 'github', label: 'GitHub', icon: IconBrandGithub },
  { key: 'linkedin', label: 'LinkedIn', icon: IconBrandLinkedin },
  { key: 'twitter', label: 'X (Twitter)', icon: IconBrandX },
] as const;

/** Links were checked on the server (https, the network's own host), so they are safe to follow. */
export function SocialLinkList({ links }: { links: SocialLinks }) {
  const present = networks.filter((n) => links[n.key]);
  if (present.length === 0) return null;
  return (
    <Group gap={6}>
      {present.map(({ key, label, icon: Icon }) => (
        <ActionIcon key={key} component="a" href={links[key]} target="_blank" rel="noopener noreferrer nofollow" variant="light" aria-label={label}>
          <Icon size={18} />
        </ActionIcon>
      ))}
    </Group>
  );
}
