import { Card, Table, Title } from '@mantine/core';
import type { AdminStats } from '@shared/api/hackathon/admin';

/** product.md §3.2.6: per college, total, confirmed, pending and its top 5 departments (the 10 largest colleges). */
export function CollegeBreakdown({ colleges }: { colleges: AdminStats['college_wise_stats'] }) {
  return (
    <Card withBorder>
      <Title order={5} mb="xs">
        College-wise breakdown
      </Title>
      <Table.ScrollContainer minWidth={560}>
        <Table fz="sm" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>College</Table.Th>
              <Table.Th>Total</Table.Th>
              <Table.Th>Confirmed</Table.Th>
              <Table.Th>Pending</Table.Th>
              <Table.Th>Top departments</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {colleges.slice(0, 10).map((college) => (
              <Table.Tr key={college.college}>
                <Table.Td>{college.college}</Table.Td>
                <Table.Td>{college.total}</Table.Td>
                <Table.Td>{college.confirmed}</Table.Td>
                <Table.Td>{college.pending}</Table.Td>
                <Table.Td>{college.top_departments.map((row) => `${row.department} (${row.count})`).join(', ')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
