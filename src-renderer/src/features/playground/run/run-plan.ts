import type { PlaygroundFile } from '@shared/api/playground';
import type { Runtime } from '@shared/api/runner';
import type { MessageRef } from '@shared/i18n/messages';
import { extensionOf } from '@shared/playground/files';
import { playgroundMessageTable } from '@shared/playground/messages';
import { languageByExtension } from '@shared/playground/languages';
import { previewEntry, previewScripts } from '@shared/playground/preview-document';

export type RunPlan =
  | { kind: 'preview' }
  | { kind: 'execute'; language: string; version: string; label: string; files: Array<{ name: string; content: string }> }
  | { kind: 'refuse'; message: MessageRef };

const webExtensions = new Set(['html', 'htm', 'css']);

/**
 * What Run does with the active file: a page (or a stylesheet or script the page uses) goes to
 * the preview; a program goes to the runner with the active file first (Piston runs the first
 * file) and the project's other files of its language beside it, so imports work.
 */
export function planRun(files: readonly PlaygroundFile[], active: string, runtimes: readonly Runtime[] | undefined): RunPlan {
  const ext = extensionOf(active);
  if (webExtensions.has(ext) || (previewEntry(files) && previewScripts(files).includes(active))) {
    return previewEntry(files) ? { kind: 'preview' } : { kind: 'refuse', message: playgroundMessageTable.ref('noHtml') };
  }
  const language = languageByExtension(ext);
  if (!language) return { kind: 'refuse', message: playgroundMessageTable.ref('unsupportedExtension', { extension: ext || active }) };
  const runtime = runtimes?.find((r) => r.language === language.piston || r.aliases.includes(language.piston));
  // Said before the run, not as the server's refusal after it (Swift and Dart have no Debian package).
  if (runtimes && !runtime) return { kind: 'refuse', message: playgroundMessageTable.ref('notInstalled', { language: language.label }) };
  const entry = files.find((f) => f.name === active);
  const siblings = files.filter((f) => f.name !== active && language.extensions.includes(extensionOf(f.name)));
  return {
    kind: 'execute',
    language: language.piston,
    version: runtime?.version ?? '*',
    label: language.label,
    files: [entry, ...siblings].filter((f): f is PlaygroundFile => f !== undefined).map(({ name, content }) => ({ name, content })),
  };
}
