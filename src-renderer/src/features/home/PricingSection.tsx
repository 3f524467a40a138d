import { Badge, Button, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { HomeContent } from '@shared/home/home-content';
import { paymentMessages } from '@shared/payments/messages';
import { planShortNames } from '@shared/plans/plans';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useFormats } from '../../core/format';
import { useServerText } from '../../core/i18n';
import '../plans/plans-texts';
import { usePlans } from '../plans/use-plans';
import { useHomeTexts } from './home-texts';
import { SectionHeading } from './SectionHeading';

export function PricingSection({ pricing }: { pricing: HomeContent['pricing'] }) {
  const { data } = usePlans();
  const t = useHomeTexts();
  const serverText = useServerText();
  const formats = useFormats();
  return (
    <section aria-labelledby="pricing-title" id="pricing">
      <SectionHeading id="pricing-title" title={pricing.title} subtitle={pricing.text} />
      <Text ta="center" fz="sm" c="dimmed" mb="md">
        {t('freeForever')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="md">
        {data.plans.map((plan) => (
          <Card
            key={plan.key}
            withBorder
            radius="lg"
            padding="lg"
            data-testid={`plan-${plan.key}`}
            style={plan.popular ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined}
          >
            <Stack gap="xs" h="100%">
              {plan.popular ? (
                <Badge variant="filled" w="fit-content">
                  {t('mostPopular')}
                </Badge>
              ) : (
                <Badge variant="light" color="gray" w="fit-content">
                  {serverText(plan.durationLabel)}
                </Badge>
              )}
              <Title order={3} fz="lg">
                {serverText(plan.name)}
              </Title>
              <Text fz={32} fw={800} lh={1} data-testid="plan-price">
                {formats.rupees(plan.priceRupees)}
              </Text>
              <Text fz="sm" c="dimmed">
                {t('forDuration', { duration: serverText(plan.durationLabel) })}
              </Text>
              <List spacing={4} fz="sm" icon={<IconCheck size={14} color="var(--mantine-color-teal-6)" />} style={{ flex: 1 }}>
                {plan.features.map((feature) => (
                  <List.Item key={feature}>{serverText(feature)}</List.Item>
                ))}
              </List>
              <Button component={Link} to={`/payment/${plan.key}`} variant={plan.popular ? 'filled' : 'light'} fullWidth mt="sm">
                {t('choosePlan', { plan: serverText(planShortNames[plan.key]) })}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Text ta="center" fz="sm" c="dimmed" mt="md">
        {t('pricesNote', { refundTerms: serverText(paymentMessages.refundTerms) })}
        <Link to="/refund-policy">{t('refundPolicyLink')}</Link>
        {t('pricesNoteEnd')}
      </Text>
    </section>
  );
}
