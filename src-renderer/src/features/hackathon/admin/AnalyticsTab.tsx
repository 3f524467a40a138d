import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AdminStats } from '@shared/api/hackathon-admin';
import type { ReactNode } from 'react';
import { useFormats } from '../../../core/format';
import { useAppLanguage } from '../../../core/i18n';
import { genderKeys, useAdminTexts } from './admin-texts';
import { departmentShares, quickSummary, teamSplit, timelineSeries } from './analytics-series';
import { CollegeBreakdown } from './CollegeBreakdown';
import { DepartmentBars } from './DepartmentBars';

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder>
      <Title order={5} mb="xs">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** product.md §3.2.6 Analytics, from the one stats answer the server counts in the database. */
export function AnalyticsTab({ stats }: { stats: AdminStats }) {
  const t = useAdminTexts();
  const formats = useFormats();
  const language = useAppLanguage();
  const notGiven = t('notGiven');
  const shares = departmentShares(stats, notGiven);
  const summary = quickSummary(stats);
  const registrations = t('registrations');
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        <DepartmentBars shares={shares} />
        <Stack gap="sm">
          <ChartCard title={t('topDepartments')}>
            <List type="ordered" fz="sm" spacing={4}>
              {shares.slice(0, 5).map((share) => (
                <List.Item key={share.department}>
                  {share.department}: {formats.number(share.count)} ({share.percent}%)
                </List.Item>
              ))}
            </List>
          </ChartCard>
          <ChartCard title={t('quickSummary')}>
            <Text fz="sm">{t('departmentsCount', { count: formats.number(summary.departments) })}</Text>
            <Text fz="sm">{t('collegesCount', { count: formats.number(summary.colleges) })}</Text>
            <Text fz="sm">{t('mostPopular', { name: summary.mostPopular === '' ? notGiven : (summary.mostPopular ?? '—') })}</Text>
            <Text fz="sm">{t('averagePerDepartment', { count: formats.number(summary.averagePerDepartment) })}</Text>
          </ChartCard>
        </Stack>
      </SimpleGrid>
      <CollegeBreakdown colleges={stats.college_wise_stats} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        <ChartCard title={t('yearWise')}>
          <BarChart h={220} data={stats.year_stats} dataKey="year" series={[{ name: 'count', label: registrations, color: 'blue.6' }]} />
        </ChartCard>
        <ChartCard title={t('genderLeads')}>
          <BarChart
            h={220}
            data={stats.gender_stats.map(({ gender, count }) => ({ gender: gender === 'not_given' ? notGiven : t(genderKeys[gender]), count }))}
            dataKey="gender"
            series={[{ name: 'count', label: registrations, color: 'grape.6' }]}
          />
        </ChartCard>
        <ChartCard title={t('lastSevenDays')}>
          <BarChart h={220} data={timelineSeries(stats, language)} dataKey="day" series={[{ name: 'Registrations', label: registrations, color: 'teal.6' }]} />
        </ChartCard>
      </SimpleGrid>
      <ChartCard title={t('teamVsIndividual')}>
        <BarChart
          h={280}
          data={teamSplit(stats, notGiven)}
          dataKey="department"
          type="stacked"
          withLegend
          series={[
            { name: 'Individual', label: t('individual'), color: 'indigo.6' },
            { name: 'Team', label: t('team'), color: 'orange.6' },
          ]}
        />
      </ChartCard>
    </Stack>
  );
}
