import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { academicYears } from '@shared/hackathon/registration-rules';
import type { WizardForm } from '@shared/hackathon/wizard-form';
import { LiveContactInput } from './LiveContactInput';
import { useInputProps } from '../use-error-text';
import { useWizardTexts, yearKeys } from './wizard-texts';

interface Props {
  form: UseFormReturnType<WizardForm>;
  /** `teamLead` or `members.N`. */
  path: 'teamLead' | `members.${number}`;
  /**
   * A member's year and branch may stay empty: the leader's are used (product.md §3.3). The
   * leader has no e-mail field: theirs is the signed-in account's.
   */
  leader: boolean;
  testId: string;
}

/** The fields of one person of the team (product.md §3.2.4): name, roll number, email (members only), phone, college, year, branch. */
export function PersonFields({ form, path, leader, testId }: Props) {
  const t = useWizardTexts();
  const inputProps = useInputProps(form);
  const yearOptions = academicYears.map((year) => ({ value: year, label: t(yearKeys[year]) }));
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
  // Worked out before the markup so the field names are not read as words on screen.
  const fields = {
    name: inputProps(field('name')),
    rollNumber: inputProps(field('rollNumber')),
    email: contact('email'),
    phone: contact('phone'),
    college: inputProps(field('college')),
    year: inputProps(field('year')),
    branch: inputProps(field('branch')),
  };
  const yearPath = field('year');

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
      <TextInput label={t('fullName')} withAsterisk autoComplete={leader ? 'name' : 'off'} maxLength={80} {...fields.name} data-testid={`${testId}-name`} />
      <TextInput label={t('rollNumber')} maxLength={40} {...fields.rollNumber} data-testid={`${testId}-roll`} />
      {leader ? null : <LiveContactInput kind="email" label={t('email')} {...fields.email} />}
      <LiveContactInput kind="phone" label={t('phone')} {...fields.phone} />
      <TextInput label={t('college')} withAsterisk maxLength={120} {...fields.college} data-testid={`${testId}-college`} />
      <Select
        label={t('yearOfStudy')}
        withAsterisk={leader}
        placeholder={leader ? t('chooseYear') : t('sameAsLead')}
        data={yearOptions}
        clearable={!leader}
        allowDeselect={!leader}
        {...fields.year}
        onChange={(value) => form.setFieldValue(yearPath, value ?? '')}
        data-testid={`${testId}-year`}
      />
      <TextInput
        label={t('branch')}
        withAsterisk={leader}
        placeholder={leader ? undefined : t('sameAsLead')}
        maxLength={80}
        {...fields.branch}
        data-testid={`${testId}-branch`}
      />
    </SimpleGrid>
  );
}
