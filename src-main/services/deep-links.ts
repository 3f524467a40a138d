export const deepLinkScheme = 'kodeshala';

// Course, lesson and project ids are slugs or generated ids: letters, digits, '-', '_' and '.'.
const id = /^(?!\.+$)[\w.-]{1,100}$/;

/**
 * Where a `kodeshala://` link opens inside the app, or undefined for a link we do not know:
 * - kodeshala://lesson/<courseId>/<lessonId> (and kodeshala://course/<courseId>) open the reader,
 * - kodeshala://project/<projectId> opens a shared project in the playground.
 * The result is always one of these paths, never a page the link names.
 */
export function deepLinkPath(link: string): string | undefined {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return undefined;
  }
  if (url.protocol !== `${deepLinkScheme}:`) return undefined;
  // In kodeshala://lesson/a/b the URL parser calls "lesson" the host.
  const parts = [url.hostname, ...url.pathname.split('/')].filter(Boolean).map(decodeURIComponent);
  if (!parts.every((part) => id.test(part))) return undefined;
  const [kind, first, second] = parts;
  if (kind === 'lesson' && first && second && parts.length === 3) return `/courses/${first}?lesson=${second}`;
  if (kind === 'course' && first && parts.length === 2) return `/courses/${first}`;
  if (kind === 'project' && first && parts.length === 2) return `/playground?project=${first}`;
  return undefined;
}

/** A second launch (Windows, Linux) carries its link among its command-line arguments. */
export function deepLinkIn(argv: readonly string[]): string | undefined {
  return argv.find((arg) => arg.toLowerCase().startsWith(`${deepLinkScheme}://`));
}
