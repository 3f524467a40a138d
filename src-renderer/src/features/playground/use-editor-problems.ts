import type * as MonacoApi from 'monaco-editor';
import type { editor } from 'monaco-editor';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Problem } from './panels/ProblemsPanel';

type Monaco = typeof MonacoApi;

/** Monaco's markers (syntax and type errors it finds while typing) as problems of the project's files. */
export function useEditorProblems() {
  const [problems, setProblems] = useState<Problem[]>([]);
  const subscription = useRef<{ dispose(): void } | undefined>(undefined);

  const attach = useCallback((api: Monaco) => {
    subscription.current?.dispose();
    const collect = () => {
      const markers = api.editor.getModelMarkers({}).filter((m) => m.severity >= api.MarkerSeverity.Warning && m.resource.scheme === 'file');
      setProblems(
        markers.map((m: editor.IMarker) => ({
          file: m.resource.path.replace(/^\//, ''),
          line: m.startLineNumber,
          column: m.startColumn,
          message: m.message,
          severity: m.severity === api.MarkerSeverity.Error ? 'error' : 'warning',
          source: 'editor',
        })),
      );
    };
    subscription.current = api.editor.onDidChangeMarkers(collect);
    collect();
  }, []);

  useEffect(() => () => subscription.current?.dispose(), []);
  return { problems, attach };
}
