import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Submission } from '@shared/api/hackathon-submissions';
import { IconPlus, IconRocket } from '@tabler/icons-react';
import { useState } from 'react';
import { useServerText } from '../../../core/i18n';
import { notify } from '../../../core/notifications/notify';
import { ConfirmDialog } from '../../../core/prompts/ConfirmDialog';
import { useDashboardTexts } from './dashboard-texts';
import { failureText } from './failure-text';
import { SubmissionCard } from './SubmissionCard';
import { SubmissionFormModal } from './SubmissionFormModal';
import { useNow } from './use-now';
import { useSubmissionMutations } from './use-submission-mutations';

/** Relative dates ("updated 3 hours ago") move on once a minute, like the countdown. */
const clockMs = 60_000;

type Editing = { submission: Submission | null } | null;

/** product.md §3.2.5 "Submissions": the caller's projects, a New Submission dialog, edit and delete. */
export function SubmissionsTab({ submissions }: { submissions: Submission[] }) {
  const t = useDashboardTexts();
  const serverText = useServerText();
  const now = useNow(clockMs);
  const { remove } = useSubmissionMutations();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Submission | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => notify({ type: 'success', title: t('notifySubmission'), message: t('submissionDeleted') }),
      onError: (error) => notify({ type: 'error', title: t('notifySubmission'), message: serverText(failureText(error, t('submissionDeleteFailed'))) }),
      onSettled: () => setDeleting(null),
    });
  };

  const newButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ submission: null })}>
      {t('newSubmission')}
    </Button>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} fz="xl">
          {t('yourSubmissions')}
        </Title>
        {submissions.length > 0 && newButton}
      </Group>
      {submissions.length === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <Stack align="center" ta="center" gap="sm">
            <IconRocket size={40} color="var(--mantine-color-dimmed)" aria-hidden />
            <Text fw={600}>{t('noSubmissions')}</Text>
            <Text c="dimmed" fz="sm" maw={420}>
              {t('noSubmissionsText')}
            </Text>
            {newButton}
          </Stack>
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {submissions.map((submission) => (
            <SubmissionCard key={submission.id} submission={submission} now={now} onEdit={() => setEditing({ submission })} onDelete={() => setDeleting(submission)} />
          ))}
        </SimpleGrid>
      )}
      <SubmissionFormModal opened={editing !== null} submission={editing?.submission ?? null} onClose={() => setEditing(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('deleteSubmission')}
        message={t('confirmDelete')}
        confirmLabel={t('delete')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
