import { Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useErrorText } from '../use-error-text';

interface Check {
  valid: boolean;
  message: string;
}

/**
 * product.md §3.5's live checking shared by the e-mail and phone fields: the form's own error wins
 * (from Next or the server); otherwise the check's message once the person has typed, and its
 * confirmation in green when the value is good. A restored draft is checked at once.
 */
export function useLiveCheck(value: string, error: ReactNode, check: Check, testId: string) {
  const errorText = useErrorText();
  const [edited, setEdited] = useState(value !== '');
  const shown = errorText(error ?? (edited && !check.valid ? check.message : undefined));
  const description =
    !shown && edited && check.valid ? (
      <Text span fz="xs" c="teal.8" data-testid={`${testId}-ok`}>
        {errorText(check.message)}
      </Text>
    ) : undefined;
  return {
    markEdited: () => setEdited(true),
    inputProps: { error: shown, description, inputWrapperOrder: ['label', 'input', 'description', 'error'] as ('label' | 'input' | 'description' | 'error')[] },
  };
}
