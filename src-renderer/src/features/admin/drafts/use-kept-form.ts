import type { UseFormReturnType } from '@mantine/form';
import { useAuth } from '../../auth/auth-context';
import { useReportDirty } from './dirty-context';
import { localDraftKey } from './local-draft';
import { useLocalDraft } from './use-local-draft';

/**
 * An admin form whose unsaved changes are never lost silently: the panel warns before leaving while
 * it is dirty, and the browser keeps a copy that is offered back when the same item is opened again.
 * `item` names what is edited (`lesson:html-basics/intro/new`); null keeps nothing.
 */
export function useKeptForm<T extends Record<string, unknown>>(form: UseFormReturnType<T>, item: string | null, parse: (values: unknown) => T | null) {
  const { user } = useAuth();
  const dirty = form.isDirty();
  useReportDirty(dirty);
  const kept = useLocalDraft({ storageKey: user && item ? localDraftKey(user.uid, item) : null, values: form.getValues(), dirty, parse });
  return {
    offer: kept.offer,
    restore: () => {
      if (kept.offer) form.setValues(kept.offer.values);
      kept.dismissOffer();
    },
    /** After a save or a discard: the kept copy is no longer needed. */
    clear: kept.clear,
  };
}
