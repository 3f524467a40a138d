import type { OAuthPopupMessage } from '@shared/api/auth';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/**
 * The page the sign-in popup ends on. Its script (served from our origin, so the CSP can stay
 * free of inline scripts) hands the outcome to the opener and closes the popup.
 */
export function popupResultPage(message: OAuthPopupMessage): string {
  const payload = escapeHtml(JSON.stringify(message));
  const text = message.ok ? 'Signed in. You can close this window.' : escapeHtml(message.message ?? 'Sign-in did not finish.');
  return `<!doctype html>
<html lang="en-IN"><head><meta charset="utf-8"><title>Kodeshala sign-in</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; padding: 2rem; text-align: center">
<p id="outcome" data-message="${payload}">${text}</p>
<script src="/api/auth/oauth/result.js"></script>
</body></html>`;
}

export const popupResultScript = `(function () {
  var el = document.getElementById('outcome');
  var message = JSON.parse(el.getAttribute('data-message'));
  try { if (window.opener) window.opener.postMessage(message, window.location.origin); } catch (e) {}
  try { var channel = new BroadcastChannel('kodeshala-auth'); channel.postMessage(message); channel.close(); } catch (e) {}
  setTimeout(function () { window.close(); }, 100);
})();
`;

/** Headers for the result page: our script only, and no opener isolation so the message gets through. */
export const popupPageHeaders = {
  'content-security-policy': "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
  'cross-origin-opener-policy': 'unsafe-none',
  'cache-control': 'no-store',
} as const;
