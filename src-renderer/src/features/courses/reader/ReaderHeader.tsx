import { Anchor, Badge, Breadcrumbs, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconChartPie, IconClock, IconListNumbers, IconLock, IconMenu2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useReaderTexts } from '../reader-texts';
import type { PlacedLesson } from '@shared/courses/course-outline';

interface ReaderHeaderProps {
  courseTitle: string;
  current: PlacedLesson;
  total: number;
  percent: number;
  onOpenModules: () => void;
}

function Stat({ icon: StatIcon, children }: { icon: typeof IconClock; children: string }) {
  return (
    <Group gap={4} c="dimmed" fz="sm" wrap="nowrap">
      <StatIcon size={16} aria-hidden />
      <span>{children}</span>
    </Group>
  );
}

/** product.md §2.2 reader layout: breadcrumb, Modules button, percent chip, title, and read time, place and percent. */
export function ReaderHeader({ courseTitle, current, total, percent, onOpenModules }: ReaderHeaderProps) {
  const t = useReaderTexts();
  const { lesson, module } = current;
  return (
    <Stack gap="sm">
      <nav aria-label={t('breadcrumb')}>
        <Breadcrumbs separatorMargin={6} styles={{ root: { flexWrap: 'wrap', rowGap: 4 }, breadcrumb: { minWidth: 0 } }}>
        <Anchor component={Link} to="/courses" fz="sm">
          {courseTitle}
        </Anchor>
        <Text fz="sm" c="dimmed" truncate maw={{ base: 160, sm: 280 }}>
          {module.title}
        </Text>
        <Text fz="sm" truncate maw={{ base: 160, sm: 280 }} aria-current="page">
          {lesson.title}
        </Text>
        </Breadcrumbs>
      </nav>
      <Group justify="space-between" gap="sm">
        <Button variant="default" leftSection={<IconMenu2 size={16} />} onClick={onOpenModules}>
          {t('modules')}
        </Button>
        <Badge size="lg" variant="light" color={percent >= 100 ? 'teal' : 'violet'} data-testid="percent-chip">
          {t('percentComplete', { percent })}
        </Badge>
      </Group>
      <Group gap="xs" align="center">
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }} style={{ overflowWrap: 'anywhere' }}>
          {lesson.title}
        </Title>
        {lesson.locked && (
          <Badge color="orange" variant="filled" leftSection={<IconLock size={12} />} data-testid="premium-label">
            {t('premium')}
          </Badge>
        )}
      </Group>
      <Group gap="lg" style={{ rowGap: 4 }}>
        <Stat icon={IconClock}>{t('minRead', { minutes: lesson.readMinutes })}</Stat>
        <Stat icon={IconListNumbers}>{t('lessonOf', { position: current.index + 1, total })}</Stat>
        <Stat icon={IconChartPie}>{t('percentComplete', { percent })}</Stat>
      </Group>
    </Stack>
  );
}
