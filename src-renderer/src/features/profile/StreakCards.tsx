import { Group, Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconFlame, IconTrophy } from '@tabler/icons-react';
import { useServerText } from '../../core/i18n';
import { useProfileTexts } from './profile-texts';

/** Current and longest streak with the spec's labels (product.md §1.4 "Profile streaks"). */
export function StreakCards({ current, longest, currentLabel, longestLabel }: { current: number; longest: number; currentLabel: string; longestLabel: string }) {
  const t = useProfileTexts();
  const serverText = useServerText();
  const cards = [
    { id: 'current-streak', title: t('currentStreak'), days: current, label: currentLabel, icon: IconFlame, colour: 'orange' },
    { id: 'longest-streak', title: t('longestStreak'), days: longest, label: longestLabel, icon: IconTrophy, colour: 'yellow' },
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      {cards.map(({ id, title, days, label, icon: Icon, colour }) => (
        <Paper key={id} withBorder radius="md" p="md" data-testid={id}>
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={44} radius="xl" color={colour} variant="light">
              <Icon size={26} />
            </ThemeIcon>
            <div>
              <Text fz="xs" tt="uppercase" fw={700} c="dimmed">
                {title}
              </Text>
              <Text fz={24} fw={700} lh={1.2}>
                {days === 1 ? t('dayOne', { count: days }) : t('days', { count: days })}
              </Text>
              <Text fz="sm" c="dimmed">
                {serverText(label)}
              </Text>
            </div>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
