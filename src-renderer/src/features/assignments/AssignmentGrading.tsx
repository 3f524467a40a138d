import { Alert, Badge, Button, Center, Group, Loader, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import type { Submission } from '@shared/api/assignments';
import { useState } from 'react';
import { useServerText } from '../../core/i18n';
import { useFormats } from '../../core/format';
import { scoreText, statusColour } from './assignment-display';
import { statusText, useAssignmentsTexts } from './assignments-texts';
import { GradeModal } from './GradeModal';
import { useGradingQueue } from './use-assignments';

type Filter = 'Submitted' | 'Graded' | 'all';

/**
 * The admins' grading queue (**ours**): submissions with their marks and feedback, the waiting
 * ones first. Exported on its own so the content admin panel can show it as a tab.
 */
export function AssignmentGrading() {
  const t = useAssignmentsTexts();
  const serverText = useServerText();
  const formats = useFormats();
  const [filter, setFilter] = useState<Filter>('Submitted');
  const [grading, setGrading] = useState<Submission | null>(null);
  const query = useGradingQueue(filter);
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} fz="xl">
          {t('gradingQueue')}
        </Title>
        <SegmentedControl
          value={filter}
          onChange={(v) => setFilter(v as Filter)}
          data={[
            { value: 'Submitted', label: t('filterWaiting') },
            { value: 'Graded', label: t('filterGraded') },
            { value: 'all', label: t('filterAll') },
          ]}
        />
      </Group>
      {query.isPending && (
        <Center py="lg">
          <Loader aria-label={t('loadingSubmissions')} />
        </Center>
      )}
      {query.isError && (
        <Alert color="red" role="alert">
          <Group justify="space-between">
            <Text fz="sm">{serverText(query.error.message)}</Text>
            <Button size="xs" variant="light" onClick={() => void query.refetch()}>
              {t('tryAgain')}
            </Button>
          </Group>
        </Alert>
      )}
      {query.data && query.data.submissions.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          {t('noSubmissions')}
        </Text>
      )}
      {query.data && query.data.submissions.length > 0 && (
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover data-testid="grading-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columnLearner')}</Table.Th>
                <Table.Th>{t('columnAssignment')}</Table.Th>
                <Table.Th>{t('columnSubmitted')}</Table.Th>
                <Table.Th>{t('columnStatus')}</Table.Th>
                <Table.Th>{t('columnMarks')}</Table.Th>
                <Table.Th>{t('columnFeedback')}</Table.Th>
                <Table.Th>{t('columnActions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.submissions.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>
                    <Text fz="sm">{s.learnerName}</Text>
                    <Text fz="xs" c="dimmed">
                      {s.learnerEmail}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text fz="sm">{s.assignmentTitle}</Text>
                    <Text fz="xs" c="dimmed">
                      {s.courseName}
                    </Text>
                  </Table.Td>
                  <Table.Td fz="sm">{formats.dateTime(s.submittedAt)}</Table.Td>
                  <Table.Td>
                    <Badge color={statusColour[s.status]} variant="light">
                      {t(statusText[s.status])}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{scoreText(s.marks)}</Table.Td>
                  <Table.Td fz="sm" maw={260}>
                    {s.feedback ?? '—'}
                  </Table.Td>
                  <Table.Td>
                    <Button size="compact-sm" variant={s.status === 'Submitted' ? 'filled' : 'default'} onClick={() => setGrading(s)}>
                      {s.status === 'Submitted' ? t('grade') : t('regrade')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {grading && <GradeModal submission={grading} onClose={() => setGrading(null)} />}
    </Stack>
  );
}
