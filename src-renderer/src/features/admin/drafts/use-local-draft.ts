import { useCallback, useEffect, useState } from 'react';
import { readLocalDraft, removeLocalDraft, writeLocalDraft, type LocalDraft } from './local-draft';

/** Writes wait this long after the last keystroke, so typing does not serialise a lesson every key. */
const writeDelayMs = 400;

interface Options<T> {
  /** localDraftKey(user, item); null while there is nothing to keep (no user yet). */
  storageKey: string | null;
  values: T;
  dirty: boolean;
  parse: (values: unknown) => T | null;
}

/**
 * Keeps a dirty form's values in localStorage and, when the form opens and a kept copy is there,
 * offers it back (`offer`) until the author restores or discards it. While an offer is open nothing
 * is written, so opening the form never overwrites the copy it is offering.
 */
export function useLocalDraft<T>({ storageKey, values, dirty, parse }: Options<T>) {
  const [offer, setOffer] = useState<LocalDraft<T> | null>(null);
  const [checkedKey, setCheckedKey] = useState<string | null>(null);

  // A new item (or the first render): look for its kept copy once.
  if (storageKey !== checkedKey) {
    setCheckedKey(storageKey);
    setOffer(storageKey ? readLocalDraft(localStorage, storageKey, parse) : null);
  }

  useEffect(() => {
    if (!storageKey || !dirty || offer) return;
    const timer = setTimeout(() => writeLocalDraft(localStorage, storageKey, values, new Date()), writeDelayMs);
    return () => clearTimeout(timer);
  }, [storageKey, values, dirty, offer]);

  const clear = useCallback(() => {
    if (storageKey) removeLocalDraft(localStorage, storageKey);
    setOffer(null);
  }, [storageKey]);

  return { offer, dismissOffer: () => setOffer(null), clear };
}
