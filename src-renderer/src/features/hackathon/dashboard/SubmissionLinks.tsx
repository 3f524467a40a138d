import { Badge, Button, Group } from '@mantine/core';
import type { Submission } from '@shared/api/hackathon-submissions';
import { deploymentPlatform } from '@shared/hackathon/deployment';
import { IconBrandGithub, IconVideo, IconWorld } from '@tabler/icons-react';
import { useDashboardTexts } from './dashboard-texts';
import { safeLink } from './safe-link';

/** The repository, live demo and video demo links of a submission, those it has, and where the demo is hosted. */
export function SubmissionLinks({ submission }: { submission: Submission }) {
  const t = useDashboardTexts();
  const links = [
    { label: t('repository'), href: safeLink(submission.githubRepo), icon: <IconBrandGithub size={14} /> },
    { label: t('liveDemo'), href: safeLink(submission.liveDemo), icon: <IconWorld size={14} /> },
    { label: t('videoDemo'), href: safeLink(submission.videoDemo), icon: <IconVideo size={14} /> },
  ];
  const platform = links[1]?.href ? deploymentPlatform(submission.liveDemo) : null;
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
            aria-label={t('linkOf', { link: label, title: submission.projectTitle })}
          >
            {label}
          </Button>
        ) : null,
      )}
      {platform && platform !== 'Other' && (
        <Badge variant="outline" color="gray" tt="none" data-testid="deployment-platform">
          {t('hostedOn', { platform })}
        </Badge>
      )}
    </Group>
  );
}
