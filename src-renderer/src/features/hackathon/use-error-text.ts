import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { useServerText } from '../../core/i18n';

/**
 * The shared schemas word the wizard's errors in the spec's English; they are translated where
 * they are shown, so a change of language also changes an error already on screen.
 */
export function useErrorText(): (error: ReactNode) => ReactNode {
  const serverText = useServerText();
  return (error) => (typeof error === 'string' ? serverText(error) : error);
}

/** `form.getInputProps` with its error in the learner's language. */
export function useInputProps<Values>(form: UseFormReturnType<Values>) {
  const errorText = useErrorText();
  return (path: string, options?: { type: 'checkbox' }) => {
    const props = form.getInputProps(path, options);
    return { ...props, error: errorText(props.error as ReactNode) };
  };
}
