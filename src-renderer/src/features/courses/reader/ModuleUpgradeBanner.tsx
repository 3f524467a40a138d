import { Button, Group, Text } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { Link } from 'react-router';
import { upgradePath } from '../../../core/layout/nav-links';
import { useReaderTexts } from '../reader-texts';

/** product.md §2.1 reading B: the module-level upgrade banner for free learners, naming the modules it would open. */
export function ModuleUpgradeBanner({ lockedModules }: { lockedModules: number }) {
  const t = useReaderTexts();
  return (
    <Group justify="space-between" gap="xs" p="sm" bg="var(--mantine-color-orange-light)" style={{ borderRadius: 'var(--mantine-radius-md)' }} data-testid="module-upgrade-banner">
      <Group gap={6} wrap="nowrap">
        <IconCrown size={18} color="var(--mantine-color-orange-filled)" aria-hidden />
        <Text fz="sm" fw={600}>
          {t('upgradeBanner', { count: lockedModules })}
        </Text>
      </Group>
      <Button component={Link} to={upgradePath} size="compact-sm" color="orange">
        {t('upgrade')}
      </Button>
    </Group>
  );
}
