import { Badge, Group, Menu, Text } from '@mantine/core';
import { findPlan } from '@shared/plans/plans';
import { IconCrown, IconRosette } from '@tabler/icons-react';
import { Link } from 'react-router';
import { planBadgeKeys, useMenuTexts } from './menu-texts';
import { useSubscription } from './use-subscription';

/** product.md §1.2 header dropdown: 'Premium Active' with the plan badge, or 'Upgrade to Premium'. */
export function PremiumMenuItem({ upgradePath }: { upgradePath: string }) {
  const t = useMenuTexts();
  const { data } = useSubscription();
  if (data?.hasSubscription) {
    const plan = data.plan ? findPlan(data.plan) : undefined;
    return (
      <Menu.Item component={Link} to="/profile#payments" color="teal" leftSection={<IconRosette size={16} />} data-testid="premium-active">
        <Group gap={6} wrap="nowrap" justify="space-between">
          <Text fz="sm" fw={600}>
            {t('premiumActive')}
          </Text>
          {plan && (
            <Badge size="sm" color="teal" variant="light">
              {t(planBadgeKeys[plan.key])}
            </Badge>
          )}
        </Group>
      </Menu.Item>
    );
  }
  return (
    <Menu.Item component={Link} to={upgradePath} color="orange" leftSection={<IconCrown size={16} />}>
      {t('upgradeToPremium')}
    </Menu.Item>
  );
}
