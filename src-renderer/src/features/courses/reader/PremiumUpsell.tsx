import { Button, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { freeLessonsPerModule } from '@shared/courses/lock';
import { findPlan, formatRupees } from '@shared/plans/plans';
import { IconCheck, IconCrown } from '@tabler/icons-react';
import { Link } from 'react-router';
import { upgradePath } from '../../../app/shell/nav-links';

const yearly = findPlan('yearly') as NonNullable<ReturnType<typeof findPlan>>;

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
          <List.Item>Every assignment, including each course’s Final</List.Item>
          <List.Item>₹99 a month, with a 30-day money-back guarantee</List.Item>
        </List>
        <Group justify="center" gap="sm">
          <Button component={Link} to={upgradePath} color="orange" size="md" leftSection={<IconCrown size={18} />}>
            Upgrade to Premium
          </Button>
          {/* The cheapest way to the whole course, for a learner who already knows they will stay. */}
          <Button component={Link} to={`/payment/${yearly.key}`} color="orange" variant="outline" size="md" data-testid="premium-upsell-yearly">
            {yearly.name}, {formatRupees(yearly.priceRupees)}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
