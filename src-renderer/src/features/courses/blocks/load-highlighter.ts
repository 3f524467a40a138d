import type { ComponentType } from 'react';
import type { HighlightedCodeProps } from './HighlightedCode';

/** Loads the highlighter and its languages only when a lesson shows code, so they stay out of the reader's first chunk. */
export async function loadHighlighter(): Promise<{ default: ComponentType<HighlightedCodeProps> }> {
  const { HighlightedCode } = await import('./HighlightedCode');
  return { default: HighlightedCode };
}
