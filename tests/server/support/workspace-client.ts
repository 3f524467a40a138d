import { expect, vi } from 'vitest';
import WebSocket from 'ws';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import { filesMapName } from '@shared/workspace/limits';

/** A member's replica of a shared project, connected with y-websocket's own provider on Node. */
export interface WorkspaceMember {
  doc: Y.Doc;
  provider: WebsocketProvider;
  /** The close frames the server sent, in order. */
  closes: Array<{ code: number; reason: string }>;
  /** The file's shared text, created when missing. */
  file(name: string): Y.Text;
  files(): Record<string, string>;
}

/** `url` is the live endpoint without the project: ws://host:port/api/workspace/live. */
export function joinWorkspace(url: string, projectId: string, token: string): WorkspaceMember {
  const doc = new Y.Doc();
  const provider = new WebsocketProvider(url, projectId, doc, {
    WebSocketPolyfill: WebSocket as unknown as typeof globalThis.WebSocket,
    params: { token },
    disableBc: true,
  });
  const closes: WorkspaceMember['closes'] = [];
  provider.on('connection-close', (event) => {
    if (event) closes.push({ code: event.code, reason: event.reason });
  });
  const files = doc.getMap<Y.Text>(filesMapName);
  return {
    doc,
    provider,
    closes,
    file(name) {
      let text = files.get(name);
      if (!text) {
        text = new Y.Text();
        files.set(name, text);
      }
      return text;
    },
    files: () => Object.fromEntries([...files.entries()].map(([name, text]) => [name, text.toString()])),
  };
}

export const leaveWorkspace = (member: WorkspaceMember) => {
  member.provider.destroy();
  member.doc.destroy();
};

export const whenSynced = (member: WorkspaceMember) => vi.waitFor(() => expect(member.provider.synced).toBe(true), { timeout: 10_000, interval: 10 });
