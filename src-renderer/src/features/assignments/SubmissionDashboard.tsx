import { Badge, Button, Group, Select, Table, Text, TextInput, Title } from '@mantine/core';
import { assignmentStatuses, type AssignmentStatus } from '@shared/assignments/rules';
import { IconPrinter, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { dueText, scoreText, statusColour, type DashboardRow } from './assignment-display';
import classes from './print.module.css';

type StatusFilter = 'all' | AssignmentStatus;
const filterOptions = [{ value: 'all', label: 'All statuses' }, ...assignmentStatuses.map((s) => ({ value: s, label: s }))];

interface Props {
  rows: readonly DashboardRow[];
  onView: (submissionId: string) => void;
}

/** product.md §2.2 Submission Dashboard: every assignment in one table, searchable, filtered by status, printable. */
export function SubmissionDashboard({ rows, onView }: Props) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const needle = search.trim().toLowerCase();
  const shown = rows.filter(
    (row) => (status === 'all' || row.status === status) && (needle === '' || row.title.toLowerCase().includes(needle) || row.courseName.toLowerCase().includes(needle)),
  );
  return (
    <div className={classes.printArea} data-testid="submission-dashboard">
      <Title order={2} className={classes.printTitle}>
        Kodeshala · Submission Dashboard
      </Title>
      <Group className={classes.noPrint} mb="sm" gap="sm" wrap="wrap">
        <TextInput
          placeholder="Search assignments or courses"
          aria-label="Search assignments"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          style={{ flex: '1 1 220px' }}
        />
        <Select aria-label="Status filter" data={filterOptions} value={status} onChange={(v) => setStatus((v as StatusFilter | null) ?? 'all')} allowDeselect={false} w={160} />
        <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
          Print
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Assignment</Table.Th>
              <Table.Th>Course</Table.Th>
              <Table.Th>Due Date</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Score</Table.Th>
              <Table.Th className={classes.noPrint}>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  {row.title}
                  {row.isFinal && (
                    <Badge ml={6} size="xs" color="grape">
                      Final
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{row.courseName}</Table.Td>
                <Table.Td>{dueText(row)}</Table.Td>
                <Table.Td>
                  <Badge color={statusColour[row.status]} variant="light">
                    {row.status}
                  </Badge>
                </Table.Td>
                <Table.Td>{scoreText(row.marks)}</Table.Td>
                <Table.Td className={classes.noPrint}>
                  {row.submissionId && row.kind !== 'task' ? (
                    <Button size="compact-xs" variant="subtle" onClick={() => row.submissionId && onView(row.submissionId)}>
                      View Submission
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
          No assignments found
        </Text>
      )}
    </div>
  );
}
