import { ActionIcon, Alert, Button, Center, Container, Group, Loader, SegmentedControl, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { AssignmentEntry, ListAssignmentsReply } from '@shared/api/assignments';
import { assignmentMessages, assignmentStats } from '@shared/assignments/rules';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../api/api-error';
import { notify } from '../../app/notifications/notify';
import { usePageMeta } from '../../app/use-page-meta';
import type { DashboardRow } from './assignment-display';
import { CourseAssignments } from './CourseAssignments';
import { StatCards } from './StatCards';
import { SubmissionDashboard } from './SubmissionDashboard';
import { assignmentToastMs, SubmitModal } from './SubmitModal';
import { useAssignments, useCompleteAssignment } from './use-assignments';
import { ViewSubmissionModal } from './ViewSubmissionModal';

type View = 'assignments' | 'dashboard';

const rowsOf = (reply: ListAssignmentsReply): DashboardRow[] =>
  reply.courses.flatMap((course) => course.modules.flatMap((m) => m.assignments.map((a) => ({ ...a, courseName: course.name }))));

const loadError = (error: Error) => (error instanceof ApiError && (error.status === 401 || error.status === 403) ? assignmentMessages.authError : error.message);

/** /assignments (product.md §2.2): the learner's assignments, or the Submission Dashboard. */
export function AssignmentsPage() {
  usePageMeta({ title: 'Assignments · Kodeshala', description: 'Your course assignments, submissions, scores and feedback.', canonicalPath: '/assignments' });
  const query = useAssignments();
  const complete = useCompleteAssignment();
  const [view, setView] = useState<View>('assignments');
  const [submitting, setSubmitting] = useState<AssignmentEntry | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);

  const markComplete = (a: AssignmentEntry) =>
    complete.mutate(a.id, {
      onSuccess: () => notify({ type: 'success', title: assignmentMessages.completed, message: a.title, duration: assignmentToastMs }),
      onError: (error) => notify({ type: 'error', title: 'Not completed', message: assignmentMessages.completeFailed(error.message), duration: assignmentToastMs }),
    });

  const rows = query.data ? rowsOf(query.data) : [];
  return (
    <Container size="lg" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="xs">
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              Assignments
            </Title>
            <Tooltip label="Refresh">
              <ActionIcon variant="subtle" aria-label="Refresh assignments" onClick={() => void query.refetch()} loading={query.isFetching}>
                <IconRefresh size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
          <SegmentedControl
            value={view}
            onChange={(v) => setView(v as View)}
            data={[
              { value: 'assignments', label: 'Your Assignments' },
              { value: 'dashboard', label: 'Submission Dashboard' },
            ]}
          />
        </Group>

        {query.isPending && (
          <Center py="xl">
            <Loader aria-label="Loading assignments" />
          </Center>
        )}
        {query.isError && (
          <Alert color="red" role="alert" title="Could not load assignments">
            <Stack gap="xs" align="flex-start">
              <Text fz="sm">{loadError(query.error)}</Text>
              <Button size="xs" variant="light" onClick={() => void query.refetch()}>
                Try Again
              </Button>
            </Stack>
          </Alert>
        )}
        {query.data && (
          <>
            <StatCards stats={assignmentStats(rows.map((r) => r.status))} />
            {rows.length === 0 ? (
              <Text c="dimmed" ta="center" py="xl">
                {assignmentMessages.empty}
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
