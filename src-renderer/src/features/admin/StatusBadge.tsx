import { Badge } from '@mantine/core';
import type { ContentStatus } from '@shared/admin/content';
import { useAdminTexts } from './admin-texts';
import type { AdminTexts } from './locales/en';

const looks = {
  published: { label: 'statusPublished', color: 'teal' },
  draft: { label: 'statusDraft', color: 'yellow' },
  changed: { label: 'statusChanged', color: 'orange' },
} as const satisfies Record<ContentStatus, { label: keyof AdminTexts; color: string }>;

/** Whether learners read this course as it is edited: never published, published, or published with changes waiting. */
export function StatusBadge({ status }: { status: ContentStatus }) {
  const t = useAdminTexts();
  const { label, color } = looks[status];
  return (
    <Badge color={color} variant="light" tt="none" data-testid="course-status">
      {t(label)}
    </Badge>
  );
}
