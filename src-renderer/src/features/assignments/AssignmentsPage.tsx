import { ActionIcon, Alert, Button, Center, Container, Group, Loader, SegmentedControl, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { AssignmentEntry, ListAssignmentsReply } from '@shared/api/assignments';
import { assignmentStats } from '@shared/assignments/rules';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../api/api-error';
import { useServerText } from '../../core/i18n';
import { notify } from '../../core/notifications/notify';
import { usePageMeta } from '../../core/use-page-meta';
import type { DashboardRow } from './assignment-display';
import { useAssignmentsTexts } from './assignments-texts';
import { CourseAssignments } from './CourseAssignments';
import { StatCards } from './StatCards';
import { SubmissionDashboard } from './SubmissionDashboard';
import { assignmentToastMs, SubmitModal } from './SubmitModal';
import { useAssignments, useCompleteAssignment } from './use-assignments';
import { ViewSubmissionModal } from './ViewSubmissionModal';

type View = 'assignments' | 'dashboard';

const rowsOf = (reply: ListAssignmentsReply): DashboardRow[] =>
  reply.courses.flatMap((course) => course.modules.flatMap((m) => m.assignments.map((a) => ({ ...a, courseName: course.name }))));

const isAuthError = (error: Error) => error instanceof ApiError && (error.status === 401 || error.status === 403);

/** /assignments (product.md §2.2): the learner's assignments, or the Submission Dashboard. */
export function AssignmentsPage() {
  const t = useAssignmentsTexts();
  const serverText = useServerText();
  usePageMeta({ title: t('pageTitle'), description: t('pageDescription'), canonicalPath: '/assignments' });
  const query = useAssignments();
  const complete = useCompleteAssignment();
  const [view, setView] = useState<View>('assignments');
  const [submitting, setSubmitting] = useState<AssignmentEntry | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);

  const markComplete = (a: AssignmentEntry) =>
    complete.mutate(a.id, {
      onSuccess: () => notify({ type: 'success', title: t('completed'), message: a.title, duration: assignmentToastMs }),
      onError: (error) => notify({ type: 'error', title: t('notCompleted'), message: t('completeFailed', { reason: serverText(error) }), duration: assignmentToastMs }),
    });

  const rows = query.data ? rowsOf(query.data) : [];
  return (
    <Container size="lg" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="xs">
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              {t('heading')}
            </Title>
            <Tooltip label={t('refresh')}>
              <ActionIcon variant="subtle" aria-label={t('refreshAssignments')} onClick={() => void query.refetch()} loading={query.isFetching}>
                <IconRefresh size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
          <SegmentedControl
            value={view}
            onChange={(v) => setView(v as View)}
            data={[
              { value: 'assignments', label: t('viewAssignments') },
              { value: 'dashboard', label: t('viewDashboard') },
            ]}
          />
        </Group>

        {query.isPending && (
          <Center py="xl">
            <Loader aria-label={t('loadingAssignments')} />
          </Center>
        )}
        {query.isError && (
          <Alert color="red" role="alert" title={t('loadFailed')}>
            <Stack gap="xs" align="flex-start">
              <Text fz="sm">{isAuthError(query.error) ? t('authError') : serverText(query.error.message)}</Text>
              <Button size="xs" variant="light" onClick={() => void query.refetch()}>
                {t('tryAgain')}
              </Button>
            </Stack>
          </Alert>
        )}
        {query.data && (
          <>
            <StatCards stats={assignmentStats(rows.map((r) => r.status))} />
            {rows.length === 0 ? (
              <Text c="dimmed" ta="center" py="xl">
                {t('empty')}
              </Text>
            ) : view === 'assignments' ? (
              <CourseAssignments courses={query.data.courses} onSubmit={setSubmitting} onComplete={markComplete} onView={setViewing} completingId={complete.isPending ? (complete.variables ?? null) : null} />
            ) : (
              <SubmissionDashboard rows={rows} onView={setViewing} />
            )}
          </>
        )}
      </Stack>
      {submitting && <SubmitModal assignment={submitting} onClose={() => setSubmitting(null)} />}
      {viewing && <ViewSubmissionModal submissionId={viewing} onClose={() => setViewing(null)} />}
    </Container>
  );
}
