import { Badge, Card, List, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { plans, type PlanKey } from '@shared/plans/plans';
import { IconCheck } from '@tabler/icons-react';
import { useFormats } from '../../core/format';
import { useServerText } from '../../core/i18n';
import { usePaymentTexts } from './payment-texts';

interface PlanCardsProps {
  selected: PlanKey;
  onSelect: (plan: PlanKey) => void;
}

/** product.md §1.2: five plan cards; choosing one changes the route. A radio group for keyboard and screen readers. */
export function PlanCards({ selected, onSelect }: PlanCardsProps) {
  const t = usePaymentTexts();
  const serverText = useServerText();
  const formats = useFormats();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="md" role="radiogroup" aria-label={t('choosePlan')}>
      {plans.map((plan) => {
        const active = plan.key === selected;
        return (
          <UnstyledButton
            key={plan.key}
            role="radio"
            aria-checked={active}
            onClick={() => onSelect(plan.key)}
            data-testid={`plan-card-${plan.key}`}
            style={{ borderRadius: 'var(--mantine-radius-lg)' }}
          >
            <Card
              withBorder
              radius="lg"
              padding="md"
              h="100%"
              style={{
                borderColor: active ? 'var(--mantine-color-blue-filled)' : undefined,
                borderWidth: active ? 2 : 1,
                background: active ? 'var(--mantine-color-blue-light)' : undefined,
              }}
            >
              <Stack gap={6}>
                {plan.popular && (
                  <Badge color="orange" variant="filled" w="fit-content">
                    {t('mostPopular')}
                  </Badge>
                )}
                <Text fw={700}>{serverText(plan.name)}</Text>
                <Text fz={28} fw={800} lh={1.1}>
                  {formats.rupees(plan.priceRupees)}
                </Text>
                <Text fz="sm" c="dimmed">
                  {t('ofPremium', { duration: serverText(plan.durationLabel) })}
                </Text>
                <List spacing={4} size="sm" icon={<IconCheck size={14} color="var(--mantine-color-teal-filled)" />}>
                  {plan.features.slice(0, 3).map((feature) => (
                    <List.Item key={feature}>{serverText(feature)}</List.Item>
                  ))}
                </List>
              </Stack>
            </Card>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
