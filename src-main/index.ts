import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { app, BrowserWindow, dialog, ipcMain, Menu, type OpenDialogOptions, safeStorage, type SaveDialogOptions, screen, session, shell, utilityProcess, webContents } from 'electron';
import electronUpdater from 'electron-updater';
import { bridgeChannels, type PlatformInfo } from '@shared/bridge';
import { resumeFontPaths } from '@server/resume/pdf';
import builderConfig from '../electron-builder.json';
import packageJson from '../package.json';
import { platformAddress } from '@shared/desktop-settings';
import { bridgeEmitter, type EmitBridgeEvent, handleBridgeCall } from './ipc/bridge-handlers';
import { desktopHandlers } from './ipc/desktop-handlers';
import { BrowserSignInRefusal, createBrowserSignIn } from './services/browser-sign-in';
import { deepLinkIn, deepLinkPath, deepLinkScheme } from './services/deep-links';
import { chooseDesktopMode } from './services/desktop-mode';
import { desktopAccessCookie } from '@server/http/desktop-access';
import { type ServerChild, type ServerProcess, startServerProcess } from './services/server-process';
import { SettingsStore, settingsService } from './services/settings';
import { type TokenKey, tokenEncryptionKey } from './services/token-key';
import { FolderProjects } from './services/folder-projects';
import { WorkspaceCopies } from './services/workspace-copies';
import { mergeLoginEnvironment, readLoginEnvironment } from './services/login-environment';
import { decideNavigation } from './services/navigation-guard';
import { menuTemplate } from './services/app-menu';
import { allowPermission } from './services/permissions';
import { Terminals } from './services/terminals';
import { updateFeed } from './services/update-feed';
import { UpdateService } from './services/updates';
import { minimumSize, readWindowState, restoreWindow, writeWindowState } from './services/window-state';

// Thin Electron glue: every decision lives in ./services and ./ipc, which are tested in Node.

// electron-updater is CommonJS and builds `autoUpdater` in a getter that Node's ESM loader cannot
// name, so it is read from the default export.
const { autoUpdater } = electronUpdater;

let embedded: ServerProcess | undefined;
const settings = new SettingsStore(path.join(app.getPath('userData'), 'settings.json'));
// A new secret at every launch: the window gets it as a cookie; nothing else on this computer has it.
const accessSecret = randomBytes(32).toString('base64url');
let appOrigin: string | undefined;
/** Read from the keyring once the app is ready (safeStorage needs it); none until then. */
let tokenKey: TokenKey = { kind: 'no-keyring' };
/** A link that arrived before the window could open it. */
let pendingLink: string | undefined = deepLinkIn(process.argv);

function osName(): PlatformInfo['os'] {
  if (process.platform === 'win32') return 'windows';
  return process.platform === 'darwin' ? 'mac' : 'linux';
}

const resourcesDir = () => (app.isPackaged ? path.join(process.resourcesPath, 'resources') : path.join(app.getAppPath(), 'resources'));

/** The platform server in an Electron utility process, so SQLite, PDFs and ATS parsing never block the window. */
function serverChild(): ServerChild {
  const child = utilityProcess.fork(path.join(import.meta.dirname, 'server-process.js'), [], { serviceName: 'Kodeshala server', stdio: 'inherit' });
  return {
    postMessage: (message) => child.postMessage(message),
    onMessage: (listener) => child.on('message', listener),
    onExit: (listener) => child.on('exit', listener),
    kill: () => child.kill(),
  };
}

/** Whether the server runs as the learner's whole platform (no sync) since its last start. */
let standaloneNow = true;
/** The platform the server syncs with since its last start; undefined on this computer only. */
let platformNow: string | undefined;

async function resolveServerUrl(): Promise<{ url: string; standalone: boolean }> {
  const saved = settings.read();
  const mode = chooseDesktopMode(process.env, saved);
  // The window always talks to the embedded server; signed in to a platform server, that one keeps
  // the offline copy and the outbox (docs/ARCHITECTURE.md "Offline-first sync").
  embedded = await startServerProcess(serverChild(), {
    dataDir: path.join(app.getPath('userData'), 'data'),
    rendererDir: path.join(app.getAppPath(), 'out', 'renderer'),
    resourcesDir: resourcesDir(),
    version: app.getVersion(),
    syncWith: mode.kind === 'remote' ? mode.serverUrl : undefined,
    port: saved.port,
    accessSecret,
    // In the start message, not the environment, which the learner's programs would inherit.
    tokenKey: tokenKey.kind === 'sealed' ? tokenKey.key : undefined,
  });
  // The port is this install's from now on: the window's origin, and its local storage, stay put.
  if (saved.port !== embedded.port) settings.update({ port: embedded.port });
  embedded.onUnexpectedExit((code) => {
    dialog.showErrorBox('Kodeshala stopped working', `The app’s server ended unexpectedly (exit code ${code ?? 'none'}). Please start Kodeshala again.`);
    app.exit(1);
  });
  await session.defaultSession.cookies.set({ url: embedded.url, name: desktopAccessCookie, value: accessSecret, httpOnly: true, sameSite: 'strict', path: '/' });
  standaloneNow = mode.kind === 'standalone';
  platformNow = mode.kind === 'remote' ? mode.serverUrl : undefined;
  return { url: embedded.url, standalone: standaloneNow };
}

/** A new first-run or Settings choice: the server restarts on the same port (same origin) and the windows reload. */
async function restartServer(): Promise<void> {
  const running = embedded;
  embedded = undefined;
  await running?.stop();
  await resolveServerUrl();
  for (const window of BrowserWindow.getAllWindows()) window.webContents.reload();
}

const desktopSettings = settingsService({
  store: settings,
  // The build's own platform (package.json "kodeshala"); a college's build sets its server there.
  defaultPlatformAddress: platformAddress.parse(packageJson.kodeshala.platformAddress),
  tokensAtRest: () => (tokenKey.kind === 'sealed' ? 'sealed' : 'plain'),
  onConnectionChanged: () => restartServer(),
  onBetaChannelChanged: async (beta) => void (await updates.setChannel(beta ? 'beta' : 'stable')),
});

const browserSignIn = createBrowserSignIn({ openExternal: (url) => shell.openExternal(url), platformUrl: () => platformNow });

const emitTo =
  (senderId: number): EmitBridgeEvent =>
  (event, payload) =>
    bridgeEmitter((name, parsed) => {
      const target = webContents.fromId(senderId);
      if (target && !target.isDestroyed()) target.send(name, parsed);
    })(event, payload);

const folders = new FolderProjects((owner, project) => emitTo(owner)('folders.changed', project));
const workspaceCopies = new WorkspaceCopies(folders, {
  read: () => settings.read().workspaceCopies ?? {},
  write: (links) => {
    settings.update({ workspaceCopies: links });
  },
});
const terminals = new Terminals();
const updates = new UpdateService(autoUpdater, {
  currentVersion: app.getVersion(),
  stateFile: path.join(app.getPath('userData'), 'update-state.json'),
  publish: (status) => {
    for (const window of BrowserWindow.getAllWindows()) emitTo(window.webContents.id)('updates.status', status);
  },
});

const folderDialogs = {
  open: { title: 'Open a folder as a project', buttonLabel: 'Open' },
  create: { title: 'Choose where to create the project', buttonLabel: 'Create here' },
  copy: { title: 'Choose an empty folder for the shared project’s copy', buttonLabel: 'Keep the copy here' },
} as const;

async function chooseFolder(senderId: number, purpose: keyof typeof folderDialogs): Promise<string | undefined> {
  const sender = webContents.fromId(senderId);
  const owner = sender ? BrowserWindow.fromWebContents(sender) : null;
  const options: OpenDialogOptions = {
    ...folderDialogs[purpose],
    properties: ['openDirectory', 'createDirectory'],
  };
  const result = owner ? await dialog.showOpenDialog(owner, options) : await dialog.showOpenDialog(options);
  return result.canceled ? undefined : result.filePaths[0];
}

async function chooseSaveFile(senderId: number, suggestedName: string): Promise<string | undefined> {
  const sender = webContents.fromId(senderId);
  const owner = sender ? BrowserWindow.fromWebContents(sender) : null;
  const options: SaveDialogOptions = {
    title: 'Save your resume as PDF',
    defaultPath: path.join(app.getPath('documents'), suggestedName),
    filters: [{ name: 'PDF', extensions: ['pdf'] }],
    properties: ['createDirectory', 'showOverwriteConfirmation'],
  };
  const result = owner ? await dialog.showSaveDialog(owner, options) : await dialog.showSaveDialog(options);
  return result.canceled ? undefined : result.filePath;
}

function registerBridge(origin: string): void {
  const handlers = desktopHandlers({
    version: app.getVersion(),
    // The window's pages come from the embedded server on this computer in both modes.
    privileged: origin === embedded?.url,
    platform: () => ({ os: osName(), arch: process.arch, serverUrl: origin, standalone: standaloneNow }),
    settings: desktopSettings,
    browserSignIn,
    folders,
    workspaceCopies,
    terminals,
    updates,
    chooseFolder,
    revealFolder: async (folder) => {
      const problem = await shell.openPath(folder);
      if (problem) throw new Error(problem);
    },
    homeFolder: app.getPath('home'),
    emitTo,
    // The date on this computer (en-CA writes it as YYYY-MM-DD).
    resumePdf: { fonts: resumeFontPaths(resourcesDir()), chooseFile: chooseSaveFile, today: () => new Date().toLocaleDateString('en-CA') },
  });
  for (const channel of Object.keys(bridgeChannels)) {
    ipcMain.handle(channel, (event, ...args: unknown[]) =>
      handleBridgeCall(handlers, channel, event.senderFrame?.url ?? '', origin, args, { senderId: event.sender.id }),
    );
  }
}

/** Every web contents, windows and frames alike: no webviews, no navigation away, no new windows. */
function guardContents(origin: string): void {
  app.on('web-contents-created', (_event, contents) => {
    contents.on('will-attach-webview', (event) => event.preventDefault());
    // A server redirect is a navigation too: it must not carry the window off the app's origin.
    const guard = (event: Electron.Event, target: string) => {
      const decision = decideNavigation(target, origin);
      if (decision === 'allow') return;
      event.preventDefault();
      if (decision === 'external') void shell.openExternal(target);
    };
    contents.on('will-navigate', guard);
    contents.on('will-redirect', guard);
    contents.setWindowOpenHandler(({ url }) => {
      if (decideNavigation(url, origin) === 'external') void shell.openExternal(url);
      return { action: 'deny' };
    });
  });
  session.defaultSession.setPermissionRequestHandler((_contents, permission, callback, details) =>
    callback(allowPermission(permission, details.requestingUrl, origin)),
  );
  session.defaultSession.setPermissionCheckHandler((_contents, permission, requestingOrigin) => allowPermission(permission, requestingOrigin, origin));
}

function createWindow(origin: string): BrowserWindow {
  const stateFile = path.join(app.getPath('userData'), 'window-state.json');
  const restored = restoreWindow(readWindowState(stateFile), screen.getAllDisplays().map((display) => display.workArea));
  const window = new BrowserWindow({
    ...restored.bounds,
    minWidth: minimumSize.width,
    minHeight: minimumSize.height,
    show: false,
    title: 'Kodeshala',
    webPreferences: {
      preload: path.join(import.meta.dirname, '../preload/index.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      // A middle click would open a link in a new window without passing the window-open guard.
      disableBlinkFeatures: 'Auxclick',
    },
  });
  if (restored.maximized) window.maximize();
  window.once('ready-to-show', () => window.show());
  window.on('close', () => writeWindowState(stateFile, { ...window.getNormalBounds(), maximized: window.isMaximized() }));
  const contentsId = window.webContents.id;
  window.webContents.once('destroyed', () => {
    void terminals.closeAllOf(contentsId);
    folders.closeAllOf(contentsId);
  });
  const link = pendingLink && deepLinkPath(pendingLink);
  pendingLink = undefined;
  void window.loadURL(`${origin}${link ?? ''}`);
  return window;
}

function focusWindow(): BrowserWindow | undefined {
  const [window] = BrowserWindow.getAllWindows();
  if (!window) return undefined;
  if (window.isMinimized()) window.restore();
  window.focus();
  return window;
}

/**
 * The browser's answer to a sign-in started in a window goes to that window, which trades it for
 * a session; a refused answer is said there too.
 */
function takeSignInAnswer(link: string): boolean {
  try {
    const answer = browserSignIn.receive(link);
    if (!answer) return false;
    emitTo(answer.owner)('signIn.answer', { ok: true, code: answer.code, verifier: answer.verifier });
  } catch (error) {
    if (!(error instanceof BrowserSignInRefusal)) throw error;
    const window = focusWindow();
    if (window) emitTo(window.webContents.id)('signIn.answer', { ok: false, message: error.message });
  }
  focusWindow();
  return true;
}

/** A kodeshala:// link opens its page in the window; before start-up it waits for the window. */
function openDeepLink(link: string): void {
  if (takeSignInAnswer(link)) return;
  const window = focusWindow();
  const target = deepLinkPath(link);
  if (!window || !appOrigin) {
    pendingLink = link;
    return;
  }
  if (target) void window.loadURL(`${appOrigin}${target}`);
}

/** Homebrew, nvm and pyenv tools on PATH for the server's runs and the terminal, as in the learner's own shell. */
async function takeLoginEnvironment(): Promise<void> {
  const login = await readLoginEnvironment({ env: process.env, platform: process.platform });
  if (!login.ok) {
    console.warn(`Kodeshala keeps the environment it was started with: ${login.reason}`);
    return;
  }
  Object.assign(process.env, mergeLoginEnvironment(process.env, login.env));
}

async function start(): Promise<void> {
  // Before the server process is forked: it inherits this environment, and finds the toolchains by it.
  await takeLoginEnvironment();
  tokenKey = tokenEncryptionKey(settings, safeStorage);
  if (tokenKey.kind === 'no-keyring') console.warn('Kodeshala found no system keyring: the platform sign-in is kept unencrypted on this computer.');
  const { url } = await resolveServerUrl();
  appOrigin = url;
  guardContents(url);
  Menu.setApplicationMenu(Menu.buildFromTemplate(menuTemplate({ packaged: app.isPackaged, mac: process.platform === 'darwin', checkForUpdates: () => void updates.check() })));
  registerBridge(url);
  createWindow(url);
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow(url);
  });
  if (app.isPackaged) autoUpdater.setFeedURL(updateFeed(builderConfig, process.platform, process.arch));
  void updates.start();
}

// The embedded server holds its database file for as long as it runs, so a second copy of the app
// could not start its own: a second launch brings the first one's window forward instead, with
// the kodeshala:// link it was started for.
if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  if (app.isPackaged) app.setAsDefaultProtocolClient(deepLinkScheme);
  app.on('second-instance', (_event, argv) => {
    const link = deepLinkIn(argv);
    if (link) openDeepLink(link);
    else focusWindow();
  });
  // macOS hands links to the running app instead of starting a second one.
  app.on('open-url', (event, link) => {
    event.preventDefault();
    openDeepLink(link);
  });
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
    updates.stop();
    folders.closeAll();
    void terminals.closeAll();
    void embedded?.stop();
  });
}
