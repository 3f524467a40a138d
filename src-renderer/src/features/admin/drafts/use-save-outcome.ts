import type { UseFormReturnType } from '@mantine/form';
import { serverFieldError } from '../../../core/forms/server-field-error';
import { useAdminNotice } from '../admin-notice';
import { useAdminMessage, useFailure } from '../admin-texts';

interface Outcome<T> {
  /** What the form shows after a save: an empty item, ready for the next one. */
  next: T;
  saved: string;
  failed: string;
}

/**
 * What an admin form does when its save comes back, the same for every kind of content: on success
 * it says so, forgets the kept draft, starts afresh and closes; on failure the server's message goes
 * beside the field it names and into the notice.
 */
export function useSaveOutcome<T extends Record<string, unknown>>(
  form: UseFormReturnType<T>,
  kept: { clear: () => void },
  fields: readonly string[],
  onDone: () => void,
) {
  const say = useAdminMessage();
  const failure = useFailure();
  const notice = useAdminNotice();
  return ({ next, saved, failed }: Outcome<T>) => ({
    onSuccess: () => {
      notice({ type: 'success', message: saved });
      kept.clear();
      form.setInitialValues(next);
      form.setValues(next);
      onDone();
    },
    onError: (error: Error) => {
      const named = serverFieldError(error, fields);
      if (named) form.setFieldError(named.field, say(named.message));
      notice({ type: 'error', message: failure(failed, error) });
    },
  });
}
