import { Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ProblemStatement } from '@shared/hackathon/event';
import type { WizardForm } from '@shared/hackathon/wizard-form';
import { MemberCards } from './MemberCards';
import { ProblemPicker } from './ProblemPicker';

/** Step 2, Members & Track (product.md §3.2.4). */
export function MembersStep({ form, problems }: { form: UseFormReturnType<WizardForm>; problems: readonly ProblemStatement[] }) {
  return (
    <Stack gap="lg">
      <MemberCards form={form} />
      <ProblemPicker
        problems={problems}
        value={form.getValues().selectedTrack}
        error={form.errors.selectedTrack}
        onChange={(id) => form.setFieldValue('selectedTrack', id)}
      />
    </Stack>
  );
}
