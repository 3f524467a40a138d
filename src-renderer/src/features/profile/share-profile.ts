import { notify } from '../../app/notifications/notify';

/** product.md §1.2 "Share": the native share sheet where there is one, otherwise the clipboard. */
export async function shareProfile(url: string, name: string): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: `${name} on Kodeshala`, url });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      // Fall through to the clipboard when sharing is refused.
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    notify({ type: 'success', title: 'Link copied', message: url, duration: 4000 });
  } catch {
    notify({ type: 'error', title: 'Share', message: 'Failed to copy to clipboard', duration: 4000 });
  }
}
