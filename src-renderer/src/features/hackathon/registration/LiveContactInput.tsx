import { Anchor, Stack, TextInput } from '@mantine/core';
import { checkEmail, checkPhone } from '@shared/hackathon/contact-rules';
import type { ReactNode } from 'react';
import { useLiveCheck } from './use-live-check';
import { useWizardTexts } from './wizard-texts';

interface Props {
  kind: 'email' | 'phone';
  label: string;
  value: string;
  /** The form's own error (from Next or the server), shown until the field is edited again. */
  error: ReactNode;
  onChange: (value: string) => void;
  onBlur?: () => void;
  testId: string;
}

/**
 * product.md §3.5: an e-mail or an Indian mobile number checked as it is typed; an e-mail whose
 * domain looks misspelt gets a correction to click.
 */
export function LiveContactInput({ kind, label, value, error, onChange, onBlur, testId }: Props) {
  const t = useWizardTexts();
  const email = kind === 'email' ? checkEmail(value) : undefined;
  const check = email ?? checkPhone(value);
  const { markEdited, inputProps } = useLiveCheck(value, error, check, testId);
  const change = (next: string) => {
    markEdited();
    onChange(next);
  };
  const suggestion = email?.suggestion;
  const kindProps =
    kind === 'email'
      ? { type: 'email', autoComplete: 'email', maxLength: 254 }
      : // Worded as an example, so an empty required field does not look filled in.
        { type: 'tel', inputMode: 'tel' as const, autoComplete: 'tel', maxLength: 24, placeholder: t('phonePlaceholder') };

  return (
    <Stack gap={4}>
      <TextInput
        {...kindProps}
        label={label}
        withAsterisk
        value={value}
        onChange={(event) => change(event.currentTarget.value)}
        onBlur={onBlur}
        {...inputProps}
        data-testid={testId}
      />
      {suggestion ? (
        <Anchor component="button" type="button" fz="sm" ta="left" onClick={() => change(suggestion)} data-testid={`${testId}-suggestion`}>
          {t('didYouMean', { suggestion })}
        </Anchor>
      ) : null}
    </Stack>
  );
}
