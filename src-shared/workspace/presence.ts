/**
 * A member's colour in the shared editor (their cursor, selection and name tag): the same for a
 * member on every screen, picked from colours that read against the dark editor.
 */
export const presenceColours = ['#f76707', '#37b24d', '#1c7ed6', '#ae3ec9', '#f59f00', '#0ca678', '#e64980', '#4263eb'] as const;

export function presenceColour(userId: string): string {
  let hash = 0;
  for (const char of userId) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return presenceColours[hash % presenceColours.length] ?? presenceColours[0];
}

/** What a member tells the others through awareness; anything else a peer sends is ignored. */
export interface PresenceState {
  name: string;
  colour: string;
  /** The file they have open, or null. */
  file: string | null;
}

export function readPresence(value: unknown): PresenceState | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const user = (value as { user?: unknown }).user;
  if (typeof user !== 'object' || user === null) return undefined;
  const { name, colour, file } = user as Record<string, unknown>;
  if (typeof name !== 'string' || typeof colour !== 'string' || !/^#[0-9a-f]{6}$/i.test(colour)) return undefined;
  return { name: name.slice(0, 80), colour, file: typeof file === 'string' ? file.slice(0, 200) : null };
}
