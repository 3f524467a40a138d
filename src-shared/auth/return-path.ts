/**
 * Only same-site paths may be a return target after sign-in: one leading slash, no scheme, no
 * protocol-relative `//host`, no backslash tricks. Anything else falls back to /dashboard.
 */
export const defaultReturnPath = '/dashboard';

export function safeReturnPath(candidate: string | null | undefined): string {
  if (!candidate || candidate.length > 2048) return defaultReturnPath;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\')) return defaultReturnPath;
  if ([...candidate].some((ch) => ch.charCodeAt(0) < 0x20)) return defaultReturnPath;
  try {
    const url = new URL(candidate, 'http://kodeshala.invalid');
    if (url.origin !== 'http://kodeshala.invalid') return defaultReturnPath;
    if (url.pathname === '/login') return defaultReturnPath;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return defaultReturnPath;
  }
}
