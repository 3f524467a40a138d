import path from 'node:path';
import { app, BrowserWindow, dialog, ipcMain, shell } from 'electron';
import { bridgeChannels, type PlatformInfo } from '@shared/bridge';
import { type BridgeHandlers, handleBridgeCall } from './ipc/bridge-handlers';
import { chooseDesktopMode } from './services/desktop-mode';
import { type EmbeddedServer, startEmbeddedServer } from './services/embedded-server';
import { decideNavigation } from './services/navigation-guard';

// Thin Electron glue: every decision lives in ./services and ./ipc, which are tested in Node.

let embedded: EmbeddedServer | undefined;

function osName(): PlatformInfo['os'] {
  if (process.platform === 'win32') return 'windows';
  return process.platform === 'darwin' ? 'mac' : 'linux';
}

async function resolveServerUrl(): Promise<{ url: string; standalone: boolean }> {
  const mode = chooseDesktopMode(process.env);
  if (mode.kind === 'remote') return { url: mode.serverUrl, standalone: false };
  const appRoot = app.getAppPath();
  embedded = await startEmbeddedServer({
    dataDir: path.join(app.getPath('userData'), 'data'),
    rendererDir: path.join(appRoot, 'out', 'renderer'),
    resourcesDir: app.isPackaged ? path.join(process.resourcesPath, 'resources') : path.join(appRoot, 'resources'),
    version: app.getVersion(),
  });
  return { url: embedded.url, standalone: true };
}

function registerBridge(appOrigin: string, standalone: boolean): void {
  const handlers: BridgeHandlers = {
    'app.getVersion': () => app.getVersion(),
    'platform.info': () => ({ os: osName(), arch: process.arch, serverUrl: appOrigin, standalone }),
  };
  for (const channel of Object.keys(bridgeChannels)) {
    ipcMain.handle(channel, (event, ...args: unknown[]) =>
      handleBridgeCall(handlers, channel, event.senderFrame?.url ?? '', appOrigin, args),
    );
  }
}

function createWindow(appOrigin: string): BrowserWindow {
  const window = new BrowserWindow({
    width: 1280,
    height: 800,
    minWidth: 360,
    show: false,
    title: 'Kodeshala',
    webPreferences: {
      preload: path.join(import.meta.dirname, '../preload/index.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
    },
  });
  window.once('ready-to-show', () => window.show());
  window.webContents.on('will-navigate', (event, target) => {
    const decision = decideNavigation(target, appOrigin);
    if (decision === 'allow') return;
    event.preventDefault();
    if (decision === 'external') void shell.openExternal(target);
  });
  window.webContents.setWindowOpenHandler(({ url }) => {
    if (decideNavigation(url, appOrigin) === 'external') void shell.openExternal(url);
    return { action: 'deny' };
  });
  void window.loadURL(appOrigin);
  return window;
}

function focusExistingWindow(): void {
  const [window] = BrowserWindow.getAllWindows();
  if (!window) return;
  if (window.isMinimized()) window.restore();
  window.focus();
}

async function start(): Promise<void> {
  const { url, standalone } = await resolveServerUrl();
  registerBridge(url, standalone);
  createWindow(url);
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow(url);
  });
}

// The embedded server holds its database file for as long as it runs, so a second copy of the app
// could not start its own: a second launch brings the first one's window forward instead.
if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', focusExistingWindow);
  app
    .whenReady()
    .then(start)
    .catch((error: unknown) => {
      console.error('Kodeshala could not start:', error);
      dialog.showErrorBox('Kodeshala could not start', error instanceof Error ? error.message : String(error));
      app.exit(1);
    });

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });

  app.on('before-quit', () => {
    void embedded?.close();
  });
}
