/**
 * Pure rules of the content and user admin (product.md §2.5, §2.13): what a
 * thumbnail may be, how a list is reordered, when an admin may give up the admin role.
 */
import type { IdentifiedMessage } from '../i18n/messages';
import { adminMessageTable } from './messages';

/**
 * A thumbnail is a URL (product.md §2.5): an absolute http(s) address, or a path on this site, as
 * the library's own thumbnails (/images/courses/html.svg) and uploaded ones (/api/course-thumbnails/…) are.
 */
export function isThumbnailUrl(value: string): boolean {
  if (/^\/(?!\/)\S*$/.test(value)) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** Moves the item with `id` to the 1-based `order` (clamped to the list), keeping the others' order. */
export function moveTo<T extends { id: string }>(items: readonly T[], id: string, order: number): T[] {
  const item = items.find((i) => i.id === id);
  if (!item) return [...items];
  const rest = items.filter((i) => i.id !== id);
  const at = Math.min(Math.max(order, 1), rest.length + 1) - 1;
  return [...rest.slice(0, at), item, ...rest.slice(at)];
}

/** Inserts an item at the 1-based `order` (clamped), or last when no order is given. */
export function insertAt<T>(items: readonly T[], item: T, order?: number): T[] {
  const at = order === undefined ? items.length : Math.min(Math.max(order, 1), items.length + 1) - 1;
  return [...items.slice(0, at), item, ...items.slice(at)];
}

/**
 * What is wrong with a new order of a list, or undefined: it must name every current id exactly
 * once, so a stale screen cannot silently drop or duplicate an item.
 */
export function reorderProblem(currentIds: readonly string[], ids: readonly string[]): IdentifiedMessage | undefined {
  const unknown = ids.filter((id) => !currentIds.includes(id));
  if (unknown.length > 0) return adminMessageTable.ref('unknownInOrder', { ids: unknown.join(', ') });
  if (new Set(ids).size !== ids.length) return adminMessageTable.ref('twiceInOrder');
  const missing = currentIds.filter((id) => !ids.includes(id));
  if (missing.length > 0) return adminMessageTable.ref('leftOutOfOrder', { ids: missing.join(', ') });
  return undefined;
}

/** Reorders items to the given ids (already checked with `reorderProblem`). */
export function reorder<T extends { id: string }>(items: readonly T[], ids: readonly string[]): T[] {
  const byId = new Map(items.map((i) => [i.id, i]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The last admin may not remove their own admin role, or the panel would have no one to run it. */
export function blocksLastAdminRemoval(adminCount: number, removingOwnRole: boolean): boolean {
  return removingOwnRole && adminCount <= 1;
}
