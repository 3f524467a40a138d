/**
 * Permission requests from web content are refused unless listed here, and only our own pages
 * may get a listed one. The copy buttons ('Team code copied to clipboard!') write the clipboard;
 * nothing in the app needs the camera, microphone, location, notifications or MIDI.
 */
const allowed = new Set(['clipboard-sanitized-write']);

export function allowPermission(permission: string, requestingUrl: string, appOrigin: string): boolean {
  if (!allowed.has(permission)) return false;
  try {
    return new URL(requestingUrl).origin === appOrigin;
  } catch {
    return false;
  }
}
