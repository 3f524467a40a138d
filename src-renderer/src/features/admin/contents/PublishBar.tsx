import { Button, Group, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { failure, useAdminNotice } from '../admin-notice';
import { StatusBadge } from '../StatusBadge';
import { useAdminCourse, usePublish } from '../use-admin-content';

/**
 * The course's state beside the lesson being edited, and Publish: learners read the published
 * course until then. Publishing waits for the lesson's unsaved changes to be saved first.
 */
export function PublishBar({ courseId, dirty }: { courseId: string; dirty: boolean }) {
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
              onSuccess: () => notice({ type: 'success', message: `"${title}" is published: learners read it now.` }),
              onError: (error) => notice({ type: 'error', message: failure('Failed to publish the course', error) }),
            })
          }
        >
          Publish course
        </Button>
      )}
      {dirty && status !== 'published' && (
        <Text fz="xs" c="dimmed">
          Save the draft first.
        </Text>
      )}
    </Group>
  );
}
