/**
 * Where the builder's waiting saves live in the browser's storage. Apart from the outbox itself,
 * because sign-out (in the app's entry) forgets them: importing the outbox there put the whole
 * resume schema and its advice into every page's first download.
 */
const keyPrefix = 'kodeshala:resume-outbox:';
export const resumeOutboxKey = (userId: string): string => keyPrefix + userId;

/**
 * Sign-out: every resume save waiting in this browser goes, whoever's it is, so the next person
 * on a shared computer can neither send nor read it. Nothing typed is lost with it: the
 * learner's own copy (`resume-storage.ts`) still says it is unsynced, and goes up on their next visit.
 */
export function forgetResumeOutboxes(storage: Storage): void {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key): key is string => key?.startsWith(keyPrefix) === true);
  for (const key of keys) storage.removeItem(key);
}
