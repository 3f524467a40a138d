import { Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useWizardTexts } from './wizard-texts';

const wizardStepLabels = ['stepTeamInfo', 'stepMembers', 'stepFinalize', 'stepPayment'] as const;

/** product.md §3.2.4: the four steps with a progress bar. */
export function WizardProgress({ step }: { step: number }) {
  const t = useWizardTexts();
  return (
    <Stack gap={6}>
      <Progress value={((step + 1) / wizardStepLabels.length) * 100} aria-label={t('stepOf', { step: step + 1, total: wizardStepLabels.length })} radius="xl" />
      <SimpleGrid cols={4} spacing={4} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {wizardStepLabels.map((label, index) => (
          <Text
            key={label}
            component="li"
            fz={{ base: 11, sm: 'sm' }}
            ta="center"
            fw={index === step ? 700 : 400}
            c={index <= step ? undefined : 'dimmed'}
            aria-current={index === step ? 'step' : undefined}
            data-testid={`wizard-step-${index}`}
          >
            {t(label)}
          </Text>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
