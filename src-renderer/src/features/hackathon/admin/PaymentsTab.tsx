import { Badge, Loader, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { adminPageSizeDefault, type AdminStats } from '@shared/api/hackathon/admin';
import { useState } from 'react';
import { Pager } from './Pager';
import { paymentColors, rupees, shortRegistrationId, statusColors, statusLabel } from './registration-display';
import { StatCard } from './StatCard';
import { useAdminRegistrations } from './use-admin-queries';

/**
 * product.md §3.2.6 Payments: revenue (credited fees less refunds) and the counts by payment state,
 * then every registration's fee, newest first, a page at a time from the server.
 */
export function PaymentsTab({ stats }: { stats: AdminStats }) {
  const [page, setPage] = useState(1);
  const list = useAdminRegistrations({ page, pageSize: adminPageSizeDefault });
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        <StatCard label="Revenue" value={rupees(stats.total_revenue_paise)} color="blue" />
        <StatCard label="Completed" value={stats.completed_payments} color="teal" />
        <StatCard label="Pending" value={stats.pending_payments} color="yellow.8" />
        <StatCard label="Failed" value={stats.failed_payments} color="red" />
      </SimpleGrid>
      {!list.data ? (
        list.isError ? null : <Loader mx="auto" aria-label="Loading payments" />
      ) : list.data.registrations.length === 0 ? (
        <Text c="dimmed" ta="center">
          No payments yet.
        </Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs" data-testid="admin-payments-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>ID</Table.Th>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Team size</Table.Th>
                  <Table.Th>Amount</Table.Th>
                  <Table.Th>Payment</Table.Th>
                  <Table.Th>Registration</Table.Th>
                  <Table.Th>Registered</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.registrations.map((row) => (
                  <Table.Tr key={row.registration_id}>
                    <Table.Td ff="monospace">{shortRegistrationId(row.registration_id)}</Table.Td>
                    <Table.Td>{row.name}</Table.Td>
                    <Table.Td>{row.team_size}</Table.Td>
                    <Table.Td>{rupees(row.amount_paise)}</Table.Td>
                    <Table.Td>
                      <Badge variant="outline" color={paymentColors[row.payment_status]}>
                        {row.payment_status}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={statusColors[row.status]}>
                        {statusLabel(row.status)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{new Date(row.created_at).toLocaleDateString('en-IN')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Pager page={list.data.page} pages={list.data.pageCount} onPage={setPage} />
        </>
      )}
    </Stack>
  );
}
