import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { freeLessonsPerModule } from '@shared/courses/lock';
import { IconCrown } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useFormats } from '../../../core/format';
import { upgradePath } from '../../../core/layout/nav-links';
import { useCatalogueTexts } from '../catalogue-texts';

/** product.md §1.2: free learners see what they are missing and one way to get it. */
export function UpgradePrompt() {
  const t = useCatalogueTexts();
  const formats = useFormats();
  return (
    <Paper withBorder radius="lg" p="md" bg="var(--mantine-color-orange-light)" data-testid="upgrade-prompt">
      <Group justify="space-between" gap="md">
        <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 280px' }}>
          <ThemeIcon color="orange" variant="light" size="lg" radius="xl">
            <IconCrown size={20} />
          </ThemeIcon>
          <Stack gap={0}>
            <Text fw={700}>{t('freePlan')}</Text>
            <Text fz="sm" c="dimmed">
              {t('freePlanBody', { count: freeLessonsPerModule, price: formats.rupees(99) })}
            </Text>
          </Stack>
        </Group>
        <Button component={Link} to={upgradePath} color="orange" leftSection={<IconCrown size={16} />}>
          {t('upgradeToPremium')}
        </Button>
      </Group>
    </Paper>
  );
}
