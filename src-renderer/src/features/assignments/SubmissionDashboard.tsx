import { Badge, Button, Group, Select, Table, Text, TextInput, Title } from '@mantine/core';
import { assignmentStatuses, type AssignmentStatus } from '@shared/assignments/rules';
import { IconPrinter, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useFormats } from '../../core/format';
import { dueText, scoreText, statusColour, type DashboardRow } from './assignment-display';
import { statusText, useAssignmentsTexts } from './assignments-texts';
import classes from './print.module.css';

type StatusFilter = 'all' | AssignmentStatus;

interface Props {
  rows: readonly DashboardRow[];
  onView: (submissionId: string) => void;
}

/** product.md §2.2 Submission Dashboard: every assignment in one table, searchable, filtered by status, printable. */
export function SubmissionDashboard({ rows, onView }: Props) {
  const t = useAssignmentsTexts();
  const formats = useFormats();
  const filterOptions = [{ value: 'all', label: t('allStatuses') }, ...assignmentStatuses.map((s) => ({ value: s, label: t(statusText[s]) }))];
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const needle = search.trim().toLowerCase();
  const shown = rows.filter(
    (row) => (status === 'all' || row.status === status) && (needle === '' || row.title.toLowerCase().includes(needle) || row.courseName.toLowerCase().includes(needle)),
  );
  return (
    <div className={classes.printArea} data-testid="submission-dashboard">
      <Title order={2} className={classes.printTitle}>
        {t('dashboardPrintTitle')}
      </Title>
      <Group className={classes.noPrint} mb="sm" gap="sm" wrap="wrap">
        <TextInput
          placeholder={t('searchPlaceholder')}
          aria-label={t('searchLabel')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          style={{ flex: '1 1 220px' }}
        />
        <Select aria-label={t('statusFilter')} data={filterOptions} value={status} onChange={(v) => setStatus((v as StatusFilter | null) ?? 'all')} allowDeselect={false} w={160} />
        <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
          {t('print')}
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columnAssignment')}</Table.Th>
              <Table.Th>{t('columnCourse')}</Table.Th>
              <Table.Th>{t('columnDueDate')}</Table.Th>
              <Table.Th>{t('columnStatus')}</Table.Th>
              <Table.Th>{t('columnScore')}</Table.Th>
              <Table.Th className={classes.noPrint}>{t('columnActions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  {row.title}
                  {row.isFinal && (
                    <Badge ml={6} size="xs" color="grape">
                      {t('final')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{row.courseName}</Table.Td>
                <Table.Td>{dueText(row, t, formats)}</Table.Td>
                <Table.Td>
                  <Badge color={statusColour[row.status]} variant="light">
                    {t(statusText[row.status])}
                  </Badge>
                </Table.Td>
                <Table.Td>{scoreText(row.marks)}</Table.Td>
                <Table.Td className={classes.noPrint}>
                  {row.submissionId && row.kind !== 'task' ? (
                    <Button size="compact-xs" variant="subtle" onClick={() => row.submissionId && onView(row.submissionId)}>
                      {t('viewSubmission')}
                    </Button>
                  ) : (
                    <Text fz="xs" c="dimmed">
                      —
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {shown.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          {t('empty')}
        </Text>
      )}
    </div>
  );
}
