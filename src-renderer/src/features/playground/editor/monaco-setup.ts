import { loader } from '@monaco-editor/react';
import * as monaco from 'monaco-editor';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';

/**
 * Monaco from our own bundle, never a CDN: the learner's browser may be offline and the app's CSP
 * allows scripts from our origin only. Each language worker is its own file, fetched the first
 * time a model of that language needs it, so the TypeScript worker (about 7 MB) loads only once
 * a JavaScript or TypeScript file is open.
 */
self.MonacoEnvironment = {
  async getWorker(_workerId: string, label: string): Promise<Worker> {
    switch (label) {
      case 'json':
        return new (await import('monaco-editor/language/json/json.worker?worker')).default();
      case 'css':
      case 'scss':
      case 'less':
        return new (await import('monaco-editor/language/css/css.worker?worker')).default();
      case 'html':
      case 'handlebars':
      case 'razor':
        return new (await import('monaco-editor/language/html/html.worker?worker')).default();
      case 'typescript':
      case 'javascript':
        return new (await import('monaco-editor/language/typescript/ts.worker?worker')).default();
      default:
        return new EditorWorker();
    }
  },
};

loader.config({ monaco });

export { monaco };
