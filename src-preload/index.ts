import type { KodeshalaBridge } from '@shared/bridge';
import { contextBridge, ipcRenderer } from 'electron';

// Only the named functions of the shared bridge contract cross into the page; ipcRenderer itself never does.
const bridge: KodeshalaBridge = {
  app: { getVersion: () => ipcRenderer.invoke('app.getVersion') },
  platform: { info: () => ipcRenderer.invoke('platform.info') },
};

contextBridge.exposeInMainWorld('kodeshala', bridge);
