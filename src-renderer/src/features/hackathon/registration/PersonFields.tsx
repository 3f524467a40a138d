import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { academicYears } from '@shared/hackathon/registration-rules';
import type { WizardForm } from '@shared/hackathon/wizard-form';
import { LiveEmailInput } from './LiveEmailInput';
import { LivePhoneInput } from './LivePhoneInput';

interface Props {
  form: UseFormReturnType<WizardForm>;
  /** `teamLead` or `members.N`. */
  path: 'teamLead' | `members.${number}`;
  /** A member's year and branch may stay empty: the leader's are used (product.md §3.3). */
  leader: boolean;
  testId: string;
}

const yearOptions = academicYears.map((year) => ({ value: year, label: year === 'graduate' ? 'Graduate' : `${year} year` }));

/** The fields of one person of the team (product.md §3.2.4): name, roll number, email, phone, college, year, branch. */
export function PersonFields({ form, path, leader, testId }: Props) {
  const field = (name: string) => `${path}.${name}`;
  const text = (name: string) => {
    const props = form.getInputProps(field(name));
    return typeof props.value === 'string' ? props.value : '';
  };
  const contact = (name: 'email' | 'phone') => ({
    value: text(name),
    error: form.errors[field(name)],
    onChange: (value: string) => form.setFieldValue(field(name), value),
    testId: `${testId}-${name}`,
  });

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
      <TextInput label="Full name" withAsterisk autoComplete={leader ? 'name' : 'off'} maxLength={80} {...form.getInputProps(field('name'))} data-testid={`${testId}-name`} />
      <TextInput label="Roll number" maxLength={40} {...form.getInputProps(field('rollNumber'))} data-testid={`${testId}-roll`} />
      <LiveEmailInput label="Email" {...contact('email')} />
      <LivePhoneInput label="Phone" {...contact('phone')} />
      <TextInput label="College" withAsterisk maxLength={120} {...form.getInputProps(field('college'))} data-testid={`${testId}-college`} />
      <Select
        label="Year of study"
        withAsterisk={leader}
        placeholder={leader ? 'Choose your year' : 'Same as the team lead'}
        data={yearOptions}
        clearable={!leader}
        allowDeselect={!leader}
        {...form.getInputProps(field('year'))}
        onChange={(value) => form.setFieldValue(field('year'), value ?? '')}
        data-testid={`${testId}-year`}
      />
      <TextInput
        label="Branch/Department"
        withAsterisk={leader}
        placeholder={leader ? undefined : 'Same as the team lead'}
        maxLength={80}
        {...form.getInputProps(field('branch'))}
        data-testid={`${testId}-branch`}
      />
    </SimpleGrid>
  );
}
