import Editor, { type OnMount } from '@monaco-editor/react';
import { Center, Loader } from '@mantine/core';
import type { editor } from 'monaco-editor';
import { useEffect, useState } from 'react';
import { MonacoBinding } from 'y-monaco';
import type * as Y from 'yjs';
import { monacoLanguage } from '../playground/editor/monaco-language';
import '../playground/editor/monaco-setup';
import { modeForFile } from '@shared/playground/files';
import type { Peer } from './use-live-document';
import type { LiveDocument } from './use-live-document';
import { useWorkspaceTexts } from './workspace-texts';

export interface SharedEditorProps {
  live: LiveDocument;
  name: string;
  text: Y.Text;
  peers: Peer[];
  height: number;
}

/** Cursor and selection colours and name tags for y-monaco's per-client classes. */
function peerStyles(peers: Peer[]): string {
  return peers
    .filter((peer) => !peer.self)
    .map(
      (peer) => `.yRemoteSelection-${peer.clientId}{background-color:${peer.colour}55}
.yRemoteSelectionHead-${peer.clientId}{position:absolute;border-left:2px solid ${peer.colour};height:100%;box-sizing:border-box}
.yRemoteSelectionHead-${peer.clientId}::after{position:absolute;top:-1.2em;left:-2px;padding:0 4px;font-size:11px;white-space:nowrap;color:#fff;background:${peer.colour};content:${JSON.stringify(peer.name)}}`,
    )
    .join('\n');
}

/**
 * Monaco bound to one shared file with y-monaco: typing edits the Y.Text, remote edits move into
 * the model, and the awareness carries this member's cursor and selection to the others.
 * Loaded on its own chunk by the workspace page only.
 */
export default function SharedEditor({ live, name, text, peers, height }: SharedEditorProps) {
  const t = useWorkspaceTexts();
  const [instance, setInstance] = useState<editor.IStandaloneCodeEditor | null>(null);
  useEffect(() => {
    const model = instance?.getModel();
    if (!instance || !model) return;
    const binding = new MonacoBinding(text, model, new Set([instance]), live.provider.awareness);
    return () => binding.destroy();
  }, [instance, text, live, name]);

  const mount: OnMount = (editorInstance) => setInstance(editorInstance);
  return (
    <>
      <style>{peerStyles(peers)}</style>
      <Editor
        height={height}
        path={`workspace/${name}`}
        language={monacoLanguage(modeForFile(name))}
        theme="vs-dark"
        loading={
          <Center h={height}>
            <Loader size="sm" aria-label={t('connecting')} />
          </Center>
        }
        onMount={mount}
        options={{ minimap: { enabled: false }, automaticLayout: true, scrollBeyondLastLine: false, tabSize: 4, wordWrap: 'on', fixedOverflowWidgets: true, ariaLabel: t('codeEditor', { name }) }}
      />
    </>
  );
}
