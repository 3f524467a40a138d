import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ActivityItem } from '@shared/api/engagement';
import { IconCircleCheck, IconPlayerPlay } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useFormats } from '../../core/format';
import { useDashboardTexts } from './dashboard-texts';

/** product.md §1.9: the 5 most recent lesson completions and course starts. */
export function RecentActivity({ items }: { items: ActivityItem[] }) {
  const t = useDashboardTexts();
  const formats = useFormats();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="recent-activity-title">
      <Title order={2} fz="lg" id="recent-activity-title" mb="sm">
        {t('recentActivity')}
      </Title>
      {items.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {t('nothingYet')}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((item) => (
            <Group key={`${item.action}-${item.id}`} component="li" wrap="nowrap" gap="sm" align="flex-start">
              {item.action === 'Completed' ? <IconCircleCheck size={20} color="var(--mantine-color-teal-6)" aria-hidden /> : <IconPlayerPlay size={20} color="var(--mantine-color-blue-6)" aria-hidden />}
              <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                <Text fz="sm" fw={600} component={Link} to={`/courses/${item.courseId}`} truncate>
                  {item.title}
                </Text>
                <Text fz="xs" c="dimmed">
                  {t('ofTheCourse', { when: formats.dateTime(item.timestamp), percent: item.progress })}
                </Text>
              </Stack>
              <Badge variant="light" color={item.action === 'Completed' ? 'teal' : 'blue'}>
                {item.action === 'Completed' ? t('activityCompleted') : t('activityInProgress')}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
