import { Button, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { freeLessonsPerModule } from '@shared/courses/lock';
import { IconCheck, IconCrown } from '@tabler/icons-react';
import { Link } from 'react-router';
import { upgradePath } from '../../../app/shell/nav-links';

/** Shown in place of a locked lesson: its body never left the server, so this is all there is to show. */
export function PremiumUpsell({ lessonTitle }: { lessonTitle: string }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="premium-upsell" bg="var(--mantine-color-orange-light)">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={56} radius="xl" color="orange" variant="filled">
          <IconCrown size={30} />
        </ThemeIcon>
        <Title order={2} fz="h3">
          “{lessonTitle}” is a Premium lesson
        </Title>
        <Text c="dimmed" maw={480}>
          The first {freeLessonsPerModule} lessons of every module are free. Upgrade to Premium to keep going with this lesson and every lesson after it.
        </Text>
        <List spacing={4} size="sm" ta="left" icon={<IconCheck size={16} color="var(--mantine-color-teal-filled)" />}>
          <List.Item>Every lesson of every course</List.Item>
          <List.Item>Quizzes, projects and live code previews</List.Item>
          <List.Item>₹99 a month, with a 30-day money-back guarantee</List.Item>
        </List>
        <Button component={Link} to={upgradePath} color="orange" size="md" leftSection={<IconCrown size={18} />}>
          Upgrade to Premium
        </Button>
      </Stack>
    </Paper>
  );
}
