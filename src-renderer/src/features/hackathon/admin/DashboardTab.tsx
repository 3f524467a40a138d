import { Card, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { AdminStats } from '@shared/api/hackathon-admin';
import { percentOf } from './percent';
import { useFormats } from '../../../core/format';
import { useAdminTexts } from './admin-texts';
import { money } from './registration-display';
import { StatCard } from './StatCard';

/**
 * product.md §3.2.6 Dashboard: the headline counts, the kinds of registration, the top 5 colleges,
 * the two largest colleges in detail (the spec names two colleges of its event; ours are the two
 * with most registrations) and what can be exported.
 */
export function DashboardTab({ stats }: { stats: AdminStats }) {
  const t = useAdminTexts();
  const formats = useFormats();
  const colleges = stats.college_wise_stats;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        <StatCard label={t('totalRegistrations')} value={stats.total_registrations} />
        <StatCard label={t('confirmed')} value={stats.confirmed_registrations} color="teal" />
        <StatCard label={t('pendingPayment')} value={stats.pending_payments} color="yellow" />
        <StatCard label={t('totalRevenue')} value={money(formats, stats.total_revenue_paise)} color="blue" />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 3 }} spacing="sm">
        <StatCard label={t('individual')} value={stats.individual_registrations} />
        <StatCard label={t('team')} value={stats.group_registrations} />
        <StatCard label={t('failedPayments')} value={stats.failed_payments} color="red" />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        <Card withBorder>
          <Title order={5} mb="xs">
            {t('topColleges')}
          </Title>
          {colleges.length === 0 ? (
            <Text c="dimmed" fz="sm">
              {t('noRegistrations')}
            </Text>
          ) : (
            <List type="ordered" spacing={4} fz="sm">
              {colleges.slice(0, 5).map((college) => (
                <List.Item key={college.college}>
                  {college.college}: {formats.number(college.total)} ({percentOf(college.total, stats.total_registrations)}%)
                </List.Item>
              ))}
            </List>
          )}
        </Card>
        <Card withBorder>
          <Title order={5} mb="xs">
            {t('largestColleges')}
          </Title>
          {/* Focusable, so a keyboard can scroll the columns a phone cannot show at once. */}
          <Table.ScrollContainer minWidth={300} type="native" tabIndex={0}>
            <Table fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('college')}</Table.Th>
                  <Table.Th>{t('total')}</Table.Th>
                  <Table.Th>{t('individual')}</Table.Th>
                  <Table.Th>{t('team')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {colleges.slice(0, 2).map((college) => (
                  <Table.Tr key={college.college}>
                    <Table.Td>{college.college}</Table.Td>
                    <Table.Td>{formats.number(college.total)}</Table.Td>
                    <Table.Td>{formats.number(college.individual)}</Table.Td>
                    <Table.Td>{formats.number(college.team)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      </SimpleGrid>
      <Card withBorder>
        <Title order={5} mb="xs">
          {t('exportOptions')}
        </Title>
        <List spacing={4} fz="sm">
          <List.Item>{t('exportDetailed')}</List.Item>
          <List.Item>{t('exportAnalytics')}</List.Item>
          <List.Item>{t('exportSelected')}</List.Item>
        </List>
      </Card>
    </Stack>
  );
}
