import { workspaceRoutes } from '@shared/api/routes/workspace';
import { routePath } from '@shared/api/route';
import { filesMapName, isRefusal } from '@shared/workspace/limits';
import { readPresence, type PresenceState } from '@shared/workspace/presence';
import { useEffect, useState } from 'react';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import { freshAccessToken } from '../../api/client';
import { keepOnDevice } from './device-copy';

export type LiveStatus = 'connecting' | 'online' | 'offline' | 'refused';

export interface Peer extends PresenceState {
  clientId: number;
  self: boolean;
}

export interface LiveDocument {
  doc: Y.Doc;
  files: Y.Map<Y.Text>;
  provider: WebsocketProvider;
}

/** The live endpoint without the project, as y-websocket's provider wants it (it adds `/<room>`). */
function liveBase(): string {
  const path = routePath(workspaceRoutes.live, { projectId: 'x' }).replace(/\/x$/, '');
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${path}`;
}

/**
 * A shared project's document: kept in IndexedDB (so it opens and takes edits offline) and synced
 * with the server over y-websocket's provider, which merges the offline edits when it reconnects.
 * The provider reconnects by itself; each attempt takes a fresh access token.
 */
export function useLiveDocument(projectId: string, me: { name: string; colour: string }) {
  const [live, setLive] = useState<LiveDocument | null>(null);
  const [status, setStatus] = useState<LiveStatus>(() => (navigator.onLine ? 'connecting' : 'offline'));
  const [refusal, setRefusal] = useState<string | null>(null);
  const [peers, setPeers] = useState<Peer[]>([]);
  const [, setVersion] = useState(0);

  useEffect(() => {
    const doc = new Y.Doc();
    const stored = keepOnDevice(`kodeshala-workspace-${projectId}`, doc);
    const provider = new WebsocketProvider(liveBase(), projectId, doc, { connect: false, params: {} });
    let stopped = false;
    const connect = async () => {
      // Opened offline (a reload without network): the copy kept on this device is the document
      // until the browser is back online, which calls this again.
      if (!navigator.onLine) return;
      const token = await freshAccessToken();
      if (stopped) return;
      provider.params = { token: token ?? '' };
      provider.connect();
    };
    provider.on('status', ({ status: next }) => {
      setStatus(next === 'connected' ? 'online' : next === 'connecting' ? 'connecting' : 'offline');
    });
    provider.on('connection-close', (event) => {
      if (event && isRefusal(event.code)) {
        setRefusal(event.reason);
        setStatus('refused');
      } else if (!stopped) {
        // The next attempt should carry a token that has not expired meanwhile.
        void freshAccessToken().then((token) => {
          if (token) provider.params = { token };
        });
      }
    });
    const files = doc.getMap<Y.Text>(filesMapName);
    const redraw = () => setVersion((v) => v + 1);
    files.observe(redraw);
    const readPeers = () =>
      setPeers(
        [...provider.awareness.getStates().entries()].flatMap(([clientId, state]) => {
          const presence = readPresence(state);
          return presence ? [{ ...presence, clientId, self: clientId === doc.clientID }] : [];
        }),
      );
    provider.awareness.on('change', readPeers);
    provider.awareness.setLocalStateField('user', { name: me.name, colour: me.colour, file: null });
    // The browser knows it is offline before a socket times out: stop at once, and start again
    // (with a fresh token) when it is back.
    const offline = () => {
      stored.flush();
      provider.disconnect();
      setStatus('offline');
    };
    const online = () => void connect();
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    // Shown once the copy kept on this device is read, so the editor never opens empty offline.
    void stored.whenSynced.then(() => {
      if (!stopped) setLive({ doc, files, provider });
    });
    void connect();
    return () => {
      stopped = true;
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
      provider.destroy();
      void stored.destroy();
      doc.destroy();
    };
  }, [projectId, me.name, me.colour]);

  return { live, status, refusal, peers };
}

/** Tells the others which file this member has open. */
export function shareOpenFile(live: LiveDocument | null, file: string | null): void {
  const user: unknown = live?.provider.awareness.getLocalState()?.user;
  const presence = readPresence({ user });
  if (live && presence) live.provider.awareness.setLocalStateField('user', { ...presence, file });
}
