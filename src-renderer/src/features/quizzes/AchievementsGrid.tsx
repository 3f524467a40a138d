import { Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Achievement } from '@shared/api/quizzes';
import type { AchievementId } from '@shared/quizzes/achievements';
import { IconCrown, IconLock, IconMedal, IconStar, IconTrophy } from '@tabler/icons-react';
import { achievementText, useQuizzesTexts } from './quizzes-texts';

const icons: Record<AchievementId, typeof IconTrophy> = { 'first-quiz': IconStar, 'quiz-master': IconTrophy, 'high-scorer': IconMedal, perfectionist: IconCrown };

/** product.md §2.4: the four achievements, unlocked as the server says. */
export function AchievementsGrid({ achievements }: { achievements: readonly Achievement[] }) {
  const t = useQuizzesTexts();
  return (
    <Stack gap="sm" component="section" aria-labelledby="achievements-title">
      <Title order={2} fz="h3" id="achievements-title">
        {t('achievements')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        {achievements.map((achievement) => {
          const Icon = achievement.unlocked ? icons[achievement.id] : IconLock;
          return (
            <Paper
              key={achievement.id}
              withBorder
              radius="md"
              p="md"
              data-testid={`achievement-${achievement.id}`}
              data-unlocked={achievement.unlocked || undefined}
            >
              <Stack gap={6} align="center" ta="center">
                {/* Only the icon fades when locked: the words keep their contrast (WCAG AA). */}
                <ThemeIcon size={44} radius="xl" variant={achievement.unlocked ? 'filled' : 'light'} color={achievement.unlocked ? 'yellow' : 'gray'} opacity={achievement.unlocked ? 1 : 0.6}>
                  <Icon size={24} aria-hidden />
                </ThemeIcon>
                <Text fw={700}>{t(achievementText[achievement.id].title)}</Text>
                <Text fz="xs" c="dimmed">
                  {t(achievementText[achievement.id].description)}
                </Text>
                <Text fz="xs" fw={600} c={achievement.unlocked ? 'teal' : 'dimmed'}>
                  {achievement.unlocked ? t('unlocked') : t('locked')}
                </Text>
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
