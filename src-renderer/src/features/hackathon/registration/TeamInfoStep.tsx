import { Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { genderLabels, genders } from '@shared/hackathon/participant-background';
import { resizeMembers, teamSizes, type WizardForm } from '@shared/hackathon/wizard-form';
import { PersonFields } from './PersonFields';

const genderOptions = genders.map((gender) => ({ value: gender, label: genderLabels[gender] }));

const sizeOptions = teamSizes.map((size) => ({ value: String(size), label: size === 1 ? '1 (solo)' : `${size} members` }));

/** Step 1, Team Info (product.md §3.2.4): the team's name and size, and the leader's details. */
export function TeamInfoStep({ form }: { form: UseFormReturnType<WizardForm> }) {
  const resize = (value: string | null) => {
    const size = Number(value ?? 1);
    form.setFieldValue('teamSize', size);
    form.setFieldValue('members', resizeMembers(form.getValues().members, size));
  };

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="Team name" withAsterisk maxLength={60} {...form.getInputProps('teamName')} data-testid="team-name" />
        <Select
          label="Team size"
          withAsterisk
          data={sizeOptions}
          value={String(form.getValues().teamSize)}
          onChange={resize}
          allowDeselect={false}
          error={form.errors.teamSize}
          data-testid="team-size"
        />
      </SimpleGrid>
      <Title order={3} fz="md">
        Team lead
      </Title>
      <PersonFields form={form} path="teamLead" leader testId="lead" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label="Gender (optional)"
          description="Counted only in the organisers' statistics"
          placeholder="Choose"
          data={genderOptions}
          clearable
          {...form.getInputProps('gender')}
          value={form.getValues().gender || null}
          onChange={(value) => form.setFieldValue('gender', value ?? '')}
          data-testid="lead-gender"
        />
      </SimpleGrid>
    </Stack>
  );
}
