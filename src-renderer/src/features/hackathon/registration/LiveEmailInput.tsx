import { Anchor, Stack, TextInput } from '@mantine/core';
import { checkEmail } from '@shared/hackathon/contact-rules';
import { leaderEmailLabel } from '@shared/hackathon/registration-rules';
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

/** product.md §3.5: the e-mail checked as it is typed, with a correction to click when the domain looks misspelt. */
export function LiveEmailInput({ label, value, error, onChange, onBlur, testId }: Props) {
  const t = useWizardTexts();
  // The check words its messages with the English label, which the messages dictionary knows.
  const check = checkEmail(value, leaderEmailLabel);
  const { markEdited, inputProps } = useLiveCheck(value, error, check, testId);
  const change = (next: string) => {
    markEdited();
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
        {...inputProps}
        data-testid={testId}
        maxLength={254}
      />
      {check.suggestion ? (
        <Anchor component="button" type="button" fz="sm" ta="left" onClick={() => change(check.suggestion ?? value)} data-testid={`${testId}-suggestion`}>
          {t('didYouMean', { suggestion: check.suggestion })}
        </Anchor>
      ) : null}
    </Stack>
  );
}
