import { Card, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { AdminStats } from '@shared/api/hackathon/admin';
import { percentOf } from './percent';
import { rupees } from './registration-display';
import { StatCard } from './StatCard';

/**
 * product.md §3.2.6 Dashboard: the headline counts, the kinds of registration, the top 5 colleges,
 * the two largest colleges in detail (the spec names two colleges of its event; ours are the two
 * with most registrations) and what can be exported.
 */
export function DashboardTab({ stats }: { stats: AdminStats }) {
  const colleges = stats.college_wise_stats;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        <StatCard label="Total registrations" value={stats.total_registrations} />
        <StatCard label="Confirmed" value={stats.confirmed_registrations} color="teal" />
        <StatCard label="Pending payment" value={stats.pending_payments} color="yellow.8" />
        <StatCard label="Total revenue" value={rupees(stats.total_revenue_paise)} color="blue" />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 3 }} spacing="sm">
        <StatCard label="Individual" value={stats.individual_registrations} />
        <StatCard label="Team" value={stats.group_registrations} />
        <StatCard label="Failed payments" value={stats.failed_payments} color="red" />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        <Card withBorder>
          <Title order={5} mb="xs">
            Top 5 colleges
          </Title>
          {colleges.length === 0 ? (
            <Text c="dimmed" fz="sm">
              No registrations yet.
            </Text>
          ) : (
            <List type="ordered" spacing={4} fz="sm">
              {colleges.slice(0, 5).map((college) => (
                <List.Item key={college.college}>
                  {college.college}: {college.total.toLocaleString('en-IN')} ({percentOf(college.total, stats.total_registrations)}%)
                </List.Item>
              ))}
            </List>
          )}
        </Card>
        <Card withBorder>
          <Title order={5} mb="xs">
            Largest colleges
          </Title>
          <Table.ScrollContainer minWidth={300}>
            <Table fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>College</Table.Th>
                  <Table.Th>Total</Table.Th>
                  <Table.Th>Individual</Table.Th>
                  <Table.Th>Team</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {colleges.slice(0, 2).map((college) => (
                  <Table.Tr key={college.college}>
                    <Table.Td>{college.college}</Table.Td>
                    <Table.Td>{college.total}</Table.Td>
                    <Table.Td>{college.individual}</Table.Td>
                    <Table.Td>{college.team}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      </SimpleGrid>
      <Card withBorder>
        <Title order={5} mb="xs">
          Export options
        </Title>
        <List spacing={4} fz="sm">
          <List.Item>Detailed registrations as CSV (Ctrl/⌘+E), Excel or PDF, from the Registrations tab's Export menu</List.Item>
          <List.Item>Analytics summary as CSV (Ctrl/⌘+Shift+E)</List.Item>
          <List.Item>Selected registrations only, from the Registrations tab</List.Item>
        </List>
      </Card>
    </Stack>
  );
}
