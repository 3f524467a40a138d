import type { ComponentType } from 'react';
import type { HighlightedCodeProps } from './HighlightedCode';

/**
 * Loads the highlighter only when a lesson shows code, so it stays out of the reader's first chunk.
 * prism-react-renderer bundles most of our languages; bash and java come from Prism's own language
 * files, which register themselves on a global Prism, so that global must exist before they load.
 */
export async function loadHighlighter(): Promise<{ default: ComponentType<HighlightedCodeProps> }> {
  const { Prism } = await import('prism-react-renderer');
  (globalThis as { Prism?: unknown }).Prism = Prism;
  await Promise.all([import('prismjs/components/prism-bash'), import('prismjs/components/prism-java')]);
  const { HighlightedCode } = await import('./HighlightedCode');
  return { default: HighlightedCode };
}
