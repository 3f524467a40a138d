import { Alert, Badge, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import type { AdminCourseSummary } from '@shared/admin/content';
import { useState } from 'react';
import { failure, useAdminNotice } from '../admin-notice';
import { ConfirmDialog } from '../../../app/prompts/ConfirmDialog';
import { useRestoreRevision, useRevisions } from '../use-admin-content';
import { RevisionView } from './RevisionView';

const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** Every published version of a course, newest first: look at one, or make it the draft again. */
export function RevisionsModal({ course, onClose }: { course: AdminCourseSummary | null; onClose: () => void }) {
  const revisions = useRevisions(course?.id ?? null);
  const restore = useRestoreRevision();
  const notice = useAdminNotice();
  const [viewing, setViewing] = useState<number | null>(null);
  const [restoring, setRestoring] = useState<number | null>(null);
  if (!course) return null;

  const confirmRestore = () => {
    if (restoring === null) return;
    const revision = restoring;
    restore.mutate(
      { courseId: course.id, revision },
      {
        onSuccess: () => {
          notice({ type: 'success', message: `Version ${revision} restored as the draft. Publish it to bring it back to learners.` });
          setRestoring(null);
          onClose();
        },
        onError: (error) => {
          notice({ type: 'error', message: failure('Failed to restore the version', error) });
          setRestoring(null);
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={`Revision history: ${course.title}`} size="lg">
      {viewing !== null ? (
        <RevisionView courseId={course.id} revision={viewing} onBack={() => setViewing(null)} onRestore={() => setRestoring(viewing)} />
      ) : (
        <Stack gap="xs" data-testid="revision-list">
          {revisions.isPending && <Loader mx="auto" aria-label="Loading versions" />}
          {revisions.isError && (
            <Alert color="red" role="alert">
              {revisions.error.message}
            </Alert>
          )}
          {revisions.data?.revisions.length === 0 && <Text c="dimmed">Not published yet: versions appear here each time the course is published.</Text>}
          {revisions.data?.revisions.map((revision) => (
            <Group key={revision.revision} justify="space-between" wrap="wrap" gap="xs" p="xs" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }} data-testid="revision">
              <Stack gap={0}>
                <Group gap={6}>
                  <Text fw={600}>Version {revision.revision}</Text>
                  {revision.current && (
                    <Badge size="sm" color="teal" variant="light">
                      Learners read this
                    </Badge>
                  )}
                </Group>
                <Text fz="xs" c="dimmed">
                  {when(revision.publishedAt)}
                  {revision.publishedBy ? ` by ${revision.publishedBy.displayName}` : ''}
                </Text>
              </Stack>
              <Group gap={4}>
                <Button size="compact-sm" variant="default" onClick={() => setViewing(revision.revision)}>
                  View
                </Button>
                <Button size="compact-sm" variant="light" onClick={() => setRestoring(revision.revision)} aria-label={`Restore version ${revision.revision}`}>
                  Restore
                </Button>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
      <ConfirmDialog
        opened={restoring !== null}
        message={`Restore version ${restoring ?? ''}? It replaces the current draft; learners keep reading the published course until you publish.`}
        confirmLabel="Restore"
        busy={restore.isPending}
        onConfirm={confirmRestore}
        onCancel={() => setRestoring(null)}
      />
    </Modal>
  );
}
