import { Alert, Paper, Stack, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { WizardForm } from '@shared/hackathon/wizard-form';
import { IconUser } from '@tabler/icons-react';
import { PersonFields } from './PersonFields';
import { useWizardTexts } from './wizard-texts';

/** product.md §3.2.4: one card per member after the leader, or a notice that the leader registers alone. */
export function MemberCards({ form }: { form: UseFormReturnType<WizardForm> }) {
  const t = useWizardTexts();
  const members = form.getValues().members;
  if (members.length === 0) {
    return (
      <Alert color="blue" variant="light" icon={<IconUser size={18} />} title={t('soloTitle')} data-testid="solo-notice">
        {t('soloText')}
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      {members.map((_, index) => (
        // A member's place in the list is its identity: the list only grows and shrinks at the end.
        <Paper key={index} withBorder radius="md" p="md" component="section" aria-label={t('member', { number: index + 2 })} data-testid={`member-${index}`}>
          <Title order={3} fz="md" mb="sm">
            {t('member', { number: index + 2 })}
          </Title>
          <PersonFields form={form} path={`members.${index}`} leader={false} testId={`member-${index}`} />
        </Paper>
      ))}
    </Stack>
  );
}
