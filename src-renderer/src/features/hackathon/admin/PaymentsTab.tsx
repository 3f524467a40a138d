import { Badge, Loader, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { adminPageSizeDefault, type AdminStats } from '@shared/api/hackathon-admin';
import { useState } from 'react';
import { useFormats } from '../../../core/format';
import { paymentKeys, statusKeys, useAdminTexts } from './admin-texts';
import { Pager } from './Pager';
import { money, paymentColors, shortRegistrationId, statusColors } from './registration-display';
import { StatCard } from './StatCard';
import { useAdminRegistrations } from './use-admin-queries';

/**
 * product.md §3.2.6 Payments: revenue (credited fees less refunds) and the counts by payment state,
 * then every registration's fee, newest first, a page at a time from the server.
 */
export function PaymentsTab({ stats }: { stats: AdminStats }) {
  const t = useAdminTexts();
  const formats = useFormats();
  const [page, setPage] = useState(1);
  const list = useAdminRegistrations({ page, pageSize: adminPageSizeDefault });
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        <StatCard label={t('revenue')} value={money(formats, stats.total_revenue_paise)} color="blue" />
        <StatCard label={t('completed')} value={stats.completed_payments} color="teal" />
        <StatCard label={t('pending')} value={stats.pending_payments} color="yellow" />
        <StatCard label={t('failed')} value={stats.failed_payments} color="red" />
      </SimpleGrid>
      {!list.data ? (
        list.isError ? null : <Loader mx="auto" aria-label={t('loadingPayments')} />
      ) : list.data.registrations.length === 0 ? (
        <Text c="dimmed" ta="center">
          {t('noPayments')}
        </Text>
      ) : (
        <>
          {/* Focusable, so a keyboard can scroll the columns a phone cannot show at once. */}
          <Table.ScrollContainer minWidth={640} type="native" tabIndex={0}>
            <Table verticalSpacing="xs" data-testid="admin-payments-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('id')}</Table.Th>
                  <Table.Th>{t('name')}</Table.Th>
                  <Table.Th>{t('teamSize')}</Table.Th>
                  <Table.Th>{t('amount')}</Table.Th>
                  <Table.Th>{t('payment')}</Table.Th>
                  <Table.Th>{t('registration')}</Table.Th>
                  <Table.Th>{t('registered')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.registrations.map((row) => (
                  <Table.Tr key={row.registration_id}>
                    <Table.Td ff="monospace">{shortRegistrationId(row.registration_id)}</Table.Td>
                    <Table.Td>{row.name}</Table.Td>
                    <Table.Td>{row.team_size}</Table.Td>
                    <Table.Td>{money(formats, row.amount_paise)}</Table.Td>
                    <Table.Td>
                      <Badge variant="outline" color={paymentColors[row.payment_status]}>
                        {t(paymentKeys[row.payment_status])}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={statusColors[row.status]}>
                        {t(statusKeys[row.status])}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{formats.date(row.created_at)}</Table.Td>
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
