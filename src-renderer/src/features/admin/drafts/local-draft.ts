/**
 * The browser's copy of an admin form that has not been saved yet, so a closed tab, a crash or a
 * reload never loses an author's work silently: the form offers it back, to restore or discard.
 */
export interface LocalDraft<T> {
  values: T;
  /** When it was kept (ISO), shown in the restore notice. */
  savedAt: string;
}

/** One key per account and item, so two admins sharing a computer never see each other's drafts. */
export const localDraftKey = (userId: string, item: string): string => `kodeshala_admin_draft_${userId}_${item}`;

export function readLocalDraft<T>(storage: Storage, key: string, parse: (values: unknown) => T | null): LocalDraft<T> | null {
  try {
    const raw = storage.getItem(key);
    if (!raw) return null;
    const stored: unknown = JSON.parse(raw);
    if (typeof stored !== 'object' || stored === null) return null;
    const { values, savedAt } = stored as Record<string, unknown>;
    const parsed = parse(values);
    return parsed === null || typeof savedAt !== 'string' ? null : { values: parsed, savedAt };
  } catch {
    return null;
  }
}

export function writeLocalDraft<T>(storage: Storage, key: string, values: T, now: Date): void {
  try {
    storage.setItem(key, JSON.stringify({ values, savedAt: now.toISOString() }));
  } catch {
    // Storage full or refused (private mode): the leave warning still stands guard.
  }
}

export function removeLocalDraft(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing was kept.
  }
}
