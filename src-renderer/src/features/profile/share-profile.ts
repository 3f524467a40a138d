import { notify } from '../../core/notifications/notify';
import { profileTexts as t } from './profile-texts';

/** product.md §1.2 "Share": the native share sheet where there is one, otherwise the clipboard. */
export async function shareProfile(url: string, name: string): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: t('shareTitle', { name }), url });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      // Fall through to the clipboard when sharing is refused.
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    notify({ type: 'success', title: t('linkCopied'), message: url, duration: 4000 });
  } catch {
    notify({ type: 'error', title: t('share'), message: t('copyFailed'), duration: 4000 });
  }
}
