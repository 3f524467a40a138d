import { TextInput } from '@mantine/core';
import { checkPhone } from '@shared/hackathon/contact-rules';
import type { ReactNode } from 'react';
import { useLiveCheck } from './use-live-check';
import { useWizardTexts } from './wizard-texts';


interface Props {
  label: string;
  value: string;
  /** The form's own error (from Next or the server), shown until the field is edited again. */
  error: ReactNode;
  onChange: (value: string) => void;
  onBlur?: () => void;
  testId: string;
}

/** product.md §3.5: the Indian mobile number checked as it is typed. */
export function LivePhoneInput({ label, value, error, onChange, onBlur, testId }: Props) {
  const t = useWizardTexts();
  const { markEdited, inputProps } = useLiveCheck(value, error, checkPhone(value), testId);

  return (
    <TextInput
      type="tel"
      inputMode="tel"
      label={label}
      withAsterisk
      autoComplete="tel"
      // Worded as an example, so an empty required field does not look filled in.
      placeholder={t('phonePlaceholder')}
      value={value}
      onChange={(event) => {
        markEdited();
        onChange(event.currentTarget.value);
      }}
      onBlur={onBlur}
      {...inputProps}
      data-testid={testId}
      maxLength={24}
    />
  );
}
