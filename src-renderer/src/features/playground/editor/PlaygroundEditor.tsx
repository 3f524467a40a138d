import Editor, { type OnMount } from '@monaco-editor/react';
import { Center, Loader } from '@mantine/core';
import type { editor } from 'monaco-editor';
import { useEffect } from 'react';
import { monaco } from './monaco-setup';
import { usePlaygroundTexts } from '../playground-texts';
import { monacoLanguage } from './monaco-language';

export interface EditorFile {
  name: string;
  content: string;
  mode: string;
}

export interface PlaygroundEditorProps {
  file: EditorFile;
  fileNames: readonly string[];
  fontSize: number;
  height: number;
  onChange: (name: string, content: string) => void;
  onReady: (editor: editor.IStandaloneCodeEditor, api: typeof monaco) => void;
}

/**
 * One Monaco editor with a model per file (the model's path is the file name), so undo history
 * and markers stay with their file. Loaded on its own chunk by the playground page only.
 */
export default function PlaygroundEditor({ file, fileNames, fontSize, height, onChange, onReady }: PlaygroundEditorProps) {
  const t = usePlaygroundTexts();
  // Models of files that were renamed or deleted would keep reporting problems: drop them.
  const names = fileNames.join('\n');
  useEffect(() => {
    const keep = new Set(names.split('\n'));
    for (const model of monaco.editor.getModels()) {
      if (model.uri.scheme === 'file' && !keep.has(model.uri.path.replace(/^\//, ''))) model.dispose();
    }
  }, [names]);

  const mount: OnMount = (instance, api) => onReady(instance, api as typeof monaco);

  return (
    <Editor
      height={height}
      path={file.name}
      language={monacoLanguage(file.mode)}
      value={file.content}
      theme="vs-dark"
      loading={
        <Center h={height}>
          <Loader size="sm" aria-label={t('loadingEditor')} />
        </Center>
      }
      onChange={(value) => onChange(file.name, value ?? '')}
      onMount={mount}
      options={{
        fontSize,
        minimap: { enabled: false },
        automaticLayout: true,
        scrollBeyondLastLine: false,
        tabSize: 4,
        wordWrap: 'on',
        fixedOverflowWidgets: true,
        ariaLabel: t('codeEditor', { name: file.name }),
      }}
    />
  );
}
