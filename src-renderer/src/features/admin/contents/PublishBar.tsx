import { Button, Group, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useAdminNotice } from '../admin-notice';
import { useAdminTexts, useFailure } from '../admin-texts';
import { StatusBadge } from '../StatusBadge';
import { useAdminCourse, usePublish } from '../use-admin-content';

/**
 * The course's state beside the lesson being edited, and Publish: learners read the published
 * course until then. Publishing waits for the lesson's unsaved changes to be saved first.
 */
export function PublishBar({ courseId, dirty }: { courseId: string; dirty: boolean }) {
  const t = useAdminTexts();
  const failure = useFailure();
  const course = useAdminCourse(courseId);
  const publish = usePublish();
  const notice = useAdminNotice();
  if (!course.data) return null;
  const { status, title } = course.data;
  return (
    <Group gap="xs" wrap="wrap">
      <StatusBadge status={status} />
      {status !== 'published' && (
        <Button
          size="compact-sm"
          leftSection={<IconUpload size={14} />}
          loading={publish.isPending}
          disabled={dirty}
          onClick={() =>
            publish.mutate(courseId, {
              onSuccess: () => notice({ type: 'success', message: t('published', { title }) }),
              onError: (error) => notice({ type: 'error', message: failure(t('publishFailed'), error) }),
            })
          }
        >
          {t('publishCourse')}
        </Button>
      )}
      {dirty && status !== 'published' && (
        <Text fz="xs" c="dimmed">
          {t('saveDraftFirst')}
        </Text>
      )}
    </Group>
  );
}
