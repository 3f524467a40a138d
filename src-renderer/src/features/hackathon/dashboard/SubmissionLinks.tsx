import { Button, Group } from '@mantine/core';
import type { Submission } from '@shared/api/hackathon/submissions';
import { IconBrandGithub, IconVideo, IconWorld } from '@tabler/icons-react';
import { safeLink } from './safe-link';

/** The repository, live demo and video demo links of a submission, those it has. */
export function SubmissionLinks({ submission }: { submission: Submission }) {
  const links = [
    { label: 'Repository', href: safeLink(submission.githubRepo), icon: <IconBrandGithub size={14} /> },
    { label: 'Live demo', href: safeLink(submission.liveDemo), icon: <IconWorld size={14} /> },
    { label: 'Video demo', href: safeLink(submission.videoDemo), icon: <IconVideo size={14} /> },
  ];
  return (
    <Group gap="xs">
      {links.map(({ label, href, icon }) =>
        href ? (
          <Button
            key={label}
            component="a"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            size="compact-sm"
            variant="light"
            leftSection={icon}
            aria-label={`${label} of ${submission.projectTitle} (opens in a new tab)`}
          >
            {label}
          </Button>
        ) : null,
      )}
    </Group>
  );
}
