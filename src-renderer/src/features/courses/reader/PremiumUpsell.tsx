import { Button, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { freeLessonsPerModule } from '@shared/courses/lock';
import { findPlan } from '@shared/plans/plans';
import { IconCheck, IconCrown } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useFormats } from '../../../core/format';
import { useServerText } from '../../../core/i18n';
import { upgradePath } from '../../../core/layout/nav-links';
import '../../plans/plans-texts';
import { useReaderTexts } from '../reader-texts';

const yearly = findPlan('yearly') as NonNullable<ReturnType<typeof findPlan>>;

/** Shown in place of a locked lesson: its body never left the server, so this is all there is to show. */
export function PremiumUpsell({ lessonTitle }: { lessonTitle: string }) {
  const t = useReaderTexts();
  const serverText = useServerText();
  const formats = useFormats();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="premium-upsell" bg="var(--mantine-color-orange-light)">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={56} radius="xl" color="orange" variant="filled">
          <IconCrown size={30} />
        </ThemeIcon>
        <Title order={2} fz="h3">
          {t('premiumLesson', { title: lessonTitle })}
        </Title>
        <Text c="dimmed" maw={480}>
          {t('upsellBody', { count: freeLessonsPerModule })}
        </Text>
        <List spacing={4} size="sm" ta="left" icon={<IconCheck size={16} color="var(--mantine-color-teal-filled)" />}>
          <List.Item>{t('upsellLessons')}</List.Item>
          <List.Item>{t('upsellAssignments')}</List.Item>
          <List.Item>{t('upsellPrice', { price: formats.rupees(99) })}</List.Item>
        </List>
        <Group justify="center" gap="sm">
          <Button component={Link} to={upgradePath} color="orange" size="md" leftSection={<IconCrown size={18} />}>
            {t('upgradeToPremium')}
          </Button>
          {/* The cheapest way to the whole course, for a learner who already knows they will stay. */}
          <Button component={Link} to={`/payment/${yearly.key}`} color="orange" variant="outline" size="md" data-testid="premium-upsell-yearly">
            {serverText(yearly.name)}, {formats.rupees(yearly.priceRupees)}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
