import { Card, Table, Title } from '@mantine/core';
import type { AdminStats } from '@shared/api/hackathon-admin';
import { useFormats } from '../../../core/format';
import { useAdminTexts } from './admin-texts';

/** product.md §3.2.6: per college, total, confirmed, pending and its top 5 departments (the 10 largest colleges). */
export function CollegeBreakdown({ colleges }: { colleges: AdminStats['college_wise_stats'] }) {
  const t = useAdminTexts();
  const formats = useFormats();
  return (
    <Card withBorder>
      <Title order={5} mb="xs">
        {t('collegeBreakdown')}
      </Title>
      {/* Focusable, so a keyboard can scroll the columns a phone cannot show at once. */}
      <Table.ScrollContainer minWidth={560} type="native" tabIndex={0}>
        <Table fz="sm" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('college')}</Table.Th>
              <Table.Th>{t('total')}</Table.Th>
              <Table.Th>{t('confirmed')}</Table.Th>
              <Table.Th>{t('pending')}</Table.Th>
              <Table.Th>{t('topDepartmentsColumn')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {colleges.slice(0, 10).map((college) => (
              <Table.Tr key={college.college}>
                <Table.Td>{college.college}</Table.Td>
                <Table.Td>{formats.number(college.total)}</Table.Td>
                <Table.Td>{formats.number(college.confirmed)}</Table.Td>
                <Table.Td>{formats.number(college.pending)}</Table.Td>
                <Table.Td>{college.top_departments.map((row) => `${row.department || t('notGiven')} (${formats.number(row.count)})`).join(', ')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
