import type { BridgeChannel, BridgeEvent, BridgeEventPayload, KodeshalaBridge } from '@shared/bridge';
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';

// Only the named functions of the shared bridge contract cross into the page; ipcRenderer itself never does.
const call =
  <R>(channel: BridgeChannel) =>
  (...args: unknown[]): Promise<R> =>
    ipcRenderer.invoke(channel, ...args) as Promise<R>;

/** A listener for one event of the contract; the page gets back a function that removes it. */
const listen =
  <E extends BridgeEvent>(event: E) =>
  (listener: (payload: BridgeEventPayload<E>) => void): (() => void) => {
    const handler = (_event: IpcRendererEvent, payload: BridgeEventPayload<E>) => listener(payload);
    ipcRenderer.on(event, handler);
    return () => {
      ipcRenderer.removeListener(event, handler);
    };
  };

const bridge: KodeshalaBridge = {
  app: { getVersion: call('app.getVersion') },
  platform: { info: call('platform.info') },
  folders: {
    open: call('folders.open'),
    create: call('folders.create'),
    save: call('folders.save'),
    read: call('folders.read'),
    close: call('folders.close'),
    reveal: call('folders.reveal'),
    onChanged: listen('folders.changed'),
  },
  workspaceCopies: {
    link: call('workspaceCopies.link'),
    open: call('workspaceCopies.open'),
    unlink: call('workspaceCopies.unlink'),
  },
  terminal: {
    open: call('terminal.open'),
    write: call('terminal.write'),
    resize: call('terminal.resize'),
    close: call('terminal.close'),
    onData: listen('terminal.data'),
    onExit: listen('terminal.exit'),
  },
  updates: {
    status: call('updates.status'),
    check: call('updates.check'),
    setChannel: call('updates.setChannel'),
    restart: call('updates.restart'),
    onStatus: listen('updates.status'),
  },
  resume: { savePdf: call('resume.savePdf') },
  settings: { get: call('settings.get'), change: call('settings.change') },
  signIn: { withBrowser: call('signIn.withBrowser'), onAnswer: listen('signIn.answer') },
};

contextBridge.exposeInMainWorld('kodeshala', bridge);
