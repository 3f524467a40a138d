import { Fragment, type ReactNode } from 'react';
import type { TextValues } from '../../core/i18n';

/**
 * A translated sentence with elements in it (a bold title, a link), placed wherever each language
 * puts them: each part's {{name}} becomes a marker (private-use characters, never in a text) the sentence is split on.
 */
export function withParts(translate: (values: TextValues) => string, parts: Record<string, ReactNode>): ReactNode[] {
  const names = Object.keys(parts);
  const text = translate(Object.fromEntries(names.map((name, index) => [name, `\uE000${index}\uE001`])));
  return text.split(/\uE000(\d+)\uE001/).map((piece, index) => (index % 2 === 0 ? piece : <Fragment key={index}>{parts[names[Number(piece)] ?? '']}</Fragment>));
}
