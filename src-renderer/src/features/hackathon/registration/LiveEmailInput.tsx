import { Anchor, Stack, Text, TextInput } from '@mantine/core';
import { checkEmail } from '@shared/hackathon/contact-rules';
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

/** product.md §3.5: the e-mail checked as it is typed, with a correction to click when the domain looks misspelt. */
export function LiveEmailInput({ label, value, error, onChange, onBlur, testId }: Props) {
  // A restored draft is checked at once; a fresh field only once the person has typed in it.
  const [edited, setEdited] = useState(value !== '');
  const check = checkEmail(value, label);
  const shown = error ?? (edited && !check.valid ? check.message : undefined);
  const change = (next: string) => {
    setEdited(true);
    onChange(next);
  };

  return (
    <Stack gap={4}>
      <TextInput
        type="email"
        label={label}
        withAsterisk
        autoComplete="email"
        value={value}
        onChange={(event) => change(event.currentTarget.value)}
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
        maxLength={254}
      />
      {check.suggestion ? (
        <Anchor component="button" type="button" fz="sm" ta="left" onClick={() => change(check.suggestion ?? value)} data-testid={`${testId}-suggestion`}>
          Did you mean {check.suggestion}?
        </Anchor>
      ) : null}
    </Stack>
  );
}
