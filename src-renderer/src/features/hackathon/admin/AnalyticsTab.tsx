import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AdminStats } from '@shared/api/hackathon/admin';
import { genderLabels, genderNotGiven } from '@shared/hackathon/participant-background';
import type { ReactNode } from 'react';
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
  const shares = departmentShares(stats);
  const summary = quickSummary(stats);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        <DepartmentBars shares={shares} />
        <Stack gap="sm">
          <ChartCard title="Top 5 departments">
            <List type="ordered" fz="sm" spacing={4}>
              {shares.slice(0, 5).map((share) => (
                <List.Item key={share.department}>
                  {share.department}: {share.count.toLocaleString('en-IN')} ({share.percent}%)
                </List.Item>
              ))}
            </List>
          </ChartCard>
          <ChartCard title="Quick summary">
            <Text fz="sm">Departments: {summary.departments}</Text>
            <Text fz="sm">Colleges: {summary.colleges}</Text>
            <Text fz="sm">Most popular: {summary.mostPopular ?? '—'}</Text>
            <Text fz="sm">Average per department: {summary.averagePerDepartment}</Text>
          </ChartCard>
        </Stack>
      </SimpleGrid>
      <CollegeBreakdown colleges={stats.college_wise_stats} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        <ChartCard title="Year-wise">
          <BarChart h={220} data={stats.year_stats} dataKey="year" series={[{ name: 'count', label: 'Registrations', color: 'blue.6' }]} />
        </ChartCard>
        <ChartCard title="Gender (team leads)">
          <BarChart
            h={220}
            data={stats.gender_stats.map(({ gender, count }) => ({ gender: gender === 'not_given' ? genderNotGiven : genderLabels[gender], count }))}
            dataKey="gender"
            series={[{ name: 'count', label: 'Registrations', color: 'grape.6' }]}
          />
        </ChartCard>
        <ChartCard title="Registrations, last 7 days">
          <BarChart h={220} data={timelineSeries(stats)} dataKey="day" series={[{ name: 'Registrations', color: 'teal.6' }]} />
        </ChartCard>
      </SimpleGrid>
      <ChartCard title="Team vs individual by department (top 8)">
        <BarChart
          h={280}
          data={teamSplit(stats)}
          dataKey="department"
          type="stacked"
          withLegend
          series={[
            { name: 'Individual', color: 'indigo.6' },
            { name: 'Team', color: 'orange.6' },
          ]}
        />
      </ChartCard>
    </Stack>
  );
}
