import { Badge } from '@mantine/core';
import type { ContentStatus } from '@shared/admin/content';

const looks: Record<ContentStatus, { label: string; color: string }> = {
  published: { label: 'Published', color: 'teal' },
  draft: { label: 'Draft – not yet published', color: 'yellow' },
  changed: { label: 'Unpublished changes', color: 'orange' },
};

/** Whether learners read this course as it is edited: never published, published, or published with changes waiting. */
export function StatusBadge({ status }: { status: ContentStatus }) {
  const { label, color } = looks[status];
  return (
    <Badge color={color} variant="light" tt="none" data-testid="course-status">
      {label}
    </Badge>
  );
}
