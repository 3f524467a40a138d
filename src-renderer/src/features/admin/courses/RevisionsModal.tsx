import { Alert, Badge, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import type { AdminCourseSummary } from '@shared/admin/content';
import { useState } from 'react';
import { useFormats } from '../../../core/format';
import { useAdminNotice } from '../admin-notice';
import { useAdminMessage, useAdminTexts, useFailure } from '../admin-texts';
import { ConfirmDialog } from '../../../core/prompts/ConfirmDialog';
import { useRestoreRevision, useRevisions } from '../use-admin-content';
import { RevisionView } from './RevisionView';

/** Every published version of a course, newest first: look at one, or make it the draft again. */
export function RevisionsModal({ course, onClose }: { course: AdminCourseSummary | null; onClose: () => void }) {
  const t = useAdminTexts();
  const say = useAdminMessage();
  const failure = useFailure();
  const formats = useFormats();
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
          notice({ type: 'success', message: t('versionRestored', { revision }) });
          setRestoring(null);
          onClose();
        },
        onError: (error) => {
          notice({ type: 'error', message: failure(t('restoreFailed'), error) });
          setRestoring(null);
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={t('historyTitle', { title: course.title })} size="lg">
      {viewing !== null ? (
        <RevisionView courseId={course.id} revision={viewing} onBack={() => setViewing(null)} onRestore={() => setRestoring(viewing)} />
      ) : (
        <Stack gap="xs" data-testid="revision-list">
          {revisions.isPending && <Loader mx="auto" aria-label={t('loadingVersions')} />}
          {revisions.isError && (
            <Alert color="red" role="alert">
              {say(revisions.error)}
            </Alert>
          )}
          {revisions.data?.revisions.length === 0 && <Text c="dimmed">{t('notPublishedYet')}</Text>}
          {revisions.data?.revisions.map((revision) => (
            <Group key={revision.revision} justify="space-between" wrap="wrap" gap="xs" p="xs" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }} data-testid="revision">
              <Stack gap={0}>
                <Group gap={6}>
                  <Text fw={600}>{t('version', { revision: revision.revision })}</Text>
                  {revision.current && (
                    <Badge size="sm" color="teal" variant="light">
                      {t('learnersReadThis')}
                    </Badge>
                  )}
                </Group>
                <Text fz="xs" c="dimmed">
                  {formats.dateTime(revision.publishedAt)}
                  {revision.publishedBy ? ` ${t('publishedBy', { name: revision.publishedBy.displayName })}` : ''}
                </Text>
              </Stack>
              <Group gap={4}>
                <Button size="compact-sm" variant="default" onClick={() => setViewing(revision.revision)}>
                  {t('view')}
                </Button>
                <Button size="compact-sm" variant="light" onClick={() => setRestoring(revision.revision)} aria-label={t('restoreVersionNamed', { revision: revision.revision })}>
                  {t('restore')}
                </Button>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
      <ConfirmDialog
        opened={restoring !== null}
        title={t('pleaseConfirm')}
        message={t('confirmRestore', { revision: restoring ?? '' })}
        confirmLabel={t('restore')}
        busy={restore.isPending}
        onConfirm={confirmRestore}
        onCancel={() => setRestoring(null)}
      />
    </Modal>
  );
}
