import { Text, TextInput } from '@mantine/core';
import { checkPhone } from '@shared/hackathon/contact-rules';
import { useState, type ReactNode } from 'react';

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
  // A restored draft is checked at once; a fresh field only once the person has typed in it.
  const [edited, setEdited] = useState(value !== '');
  const check = checkPhone(value);
  const shown = error ?? (edited && !check.valid ? check.message : undefined);

  return (
    <TextInput
      type="tel"
      inputMode="tel"
      label={label}
      withAsterisk
      autoComplete="tel"
      placeholder="98765 43210"
      value={value}
      onChange={(event) => {
        setEdited(true);
        onChange(event.currentTarget.value);
      }}
      onBlur={onBlur}
      error={shown}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      description={
        !shown && edited && check.valid ? (
          <Text span fz="xs" c="teal.8" data-testid={`${testId}-ok`}>
            {check.message}
          </Text>
        ) : undefined
      }
      data-testid={testId}
      maxLength={24}
    />
  );
}
