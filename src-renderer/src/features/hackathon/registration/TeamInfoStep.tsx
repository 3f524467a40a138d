import { Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { genders } from '@shared/hackathon/participant-background';
import { resizeMembers, teamSizes, type WizardForm } from '@shared/hackathon/wizard-form';
import { useAuth } from '../../auth/auth-context';
import { PersonFields } from './PersonFields';
import { useErrorText, useInputProps } from '../use-error-text';
import { genderKeys, useWizardTexts } from './wizard-texts';

/** Step 1, Team Info (product.md §3.2.4): the team's name and size, and the leader's details (their e-mail is the account's). */
export function TeamInfoStep({ form }: { form: UseFormReturnType<WizardForm> }) {
  const t = useWizardTexts();
  const { user } = useAuth();
  const inputProps = useInputProps(form);
  const errorText = useErrorText();
  const genderOptions = genders.map((gender) => ({ value: gender, label: t(genderKeys[gender]) }));
  const sizeOptions = teamSizes.map((size) => ({ value: String(size), label: size === 1 ? t('sizeSolo') : t('sizeMembers', { size }) }));
  const teamNameProps = inputProps('teamName');
  const genderProps = inputProps('gender');
  const resize = (value: string | null) => {
    const size = Number(value ?? 1);
    form.setFieldValue('teamSize', size);
    form.setFieldValue('members', resizeMembers(form.getValues().members, size));
  };

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={t('teamName')} withAsterisk maxLength={60} {...teamNameProps} data-testid="team-name" />
        <Select
          label={t('teamSize')}
          withAsterisk
          data={sizeOptions}
          value={String(form.getValues().teamSize)}
          onChange={resize}
          allowDeselect={false}
          error={errorText(form.errors.teamSize)}
          data-testid="team-size"
        />
      </SimpleGrid>
      <Title order={3} fz="md">
        {t('teamLead')}
      </Title>
      <Text fz="sm" c="dimmed" data-testid="lead-email-note">
        {user ? t('leadEmailNote', { email: user.email }) : t('leadEmailGuest')}
      </Text>
      <PersonFields form={form} path="teamLead" leader testId="lead" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={t('gender')}
          description={t('genderDescription')}
          placeholder={t('choose')}
          data={genderOptions}
          clearable
          {...genderProps}
          value={form.getValues().gender || null}
          onChange={(value) => form.setFieldValue('gender', value ?? '')}
          data-testid="lead-gender"
        />
      </SimpleGrid>
    </Stack>
  );
}
