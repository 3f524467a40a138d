/**
 * A submitted link as an href, only when it is a web address: the schema accepts any URL, and a
 * `javascript:` or `data:` one must not become a clickable link on someone's dashboard.
 */
export function safeLink(url: string | null): string | null {
  if (!url || !URL.canParse(url)) return null;
  const { protocol } = new URL(url);
  return protocol === 'https:' || protocol === 'http:' ? url : null;
}
