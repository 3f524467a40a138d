import type { ContentBlockBody, ExplanationBlock } from '@shared/courses/blocks';
import type { FormErrors } from '@mantine/form';

/** A block in the editor: its body as saved, and a key that stays with it while it moves (React's list key). */
export interface EditorBlock {
  key: string;
  body: ContentBlockBody;
}

export interface EditorExplanation {
  key: string;
  body: ExplanationBlock;
}

let counter = 0;
/** Keys only need to be unique within one page's life; crypto.randomUUID needs a secure origin, this does not. */
export const newKey = (): string => `b${Date.now().toString(36)}${(counter++).toString(36)}`;

export const withKeys = <T>(bodies: readonly T[]): Array<{ key: string; body: T }> => bodies.map((body) => ({ key: newKey(), body }));

/** The errors of one list item, by its own field path (`options.1`), from the form's `blocks.3.body.options.1`. */
export function itemErrors(errors: FormErrors, listPath: string, index: number): Record<string, string> {
  const prefix = `${listPath}.${index}.body.`;
  const own: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    if (path.startsWith(prefix) && message) own[path.slice(prefix.length)] = String(message);
    else if (path === `${listPath}.${index}.body` && message) own[''] = String(message);
  }
  return own;
}
