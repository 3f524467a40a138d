import type { PlatformInfo } from '@shared/bridge';
import type { FolderProjects } from '../services/folder-projects';
import type { BrowserSignIn } from '../services/browser-sign-in';
import type { SettingsService } from '../services/settings';
import { type ResumePdfService, saveResumePdf } from '../services/resume-pdf';
import type { Terminals } from '../services/terminals';
import type { WorkspaceCopies } from '../services/workspace-copies';
import type { UpdateService } from '../services/updates';
import { type BridgeCallContext, type BridgeHandlers, BridgeRefusal, type EmitBridgeEvent } from './bridge-handlers';

export interface DesktopServices {
  version: string;
  /**
   * Whether the window shows our own embedded server's pages (standalone). Folders and the
   * terminal reach the disk and a shell, so a remote server's pages never get them.
   */
  privileged: boolean;
  platform: () => PlatformInfo;
  folders: FolderProjects;
  workspaceCopies: WorkspaceCopies;
  terminals: Terminals;
  updates: Pick<UpdateService, 'current' | 'check' | 'setChannel' | 'restart'>;
  /** The system's folder picker (Electron's dialog); undefined when the learner cancels it. */
  chooseFolder: (senderId: number, purpose: 'open' | 'create' | 'copy') => Promise<string | undefined>;
  /** Shows a folder in the system's file manager (Electron's shell). */
  revealFolder: (folder: string) => Promise<void>;
  /** Where a terminal starts without a folder project. */
  homeFolder: string;
  /** Sends an event to one window. */
  emitTo: (senderId: number) => EmitBridgeEvent;
  resumePdf: ResumePdfService;
  settings: SettingsService;
  browserSignIn: Pick<BrowserSignIn, 'start'>;
}

export const localOnly = 'Folders, the terminal and saving files work only in the desktop app running its own server.';

/** Every bridge channel on the services behind it. The arguments are already parsed. */
export function desktopHandlers(services: DesktopServices): BridgeHandlers {
  const { folders, terminals, updates } = services;
  const local = <A extends unknown[], R>(handler: (context: BridgeCallContext, ...args: A) => R) =>
    (context: BridgeCallContext, ...args: A): R => {
      if (!services.privileged) throw new BridgeRefusal(localOnly);
      return handler(context, ...args);
    };
  return {
    'app.getVersion': () => services.version,
    'platform.info': () => services.platform(),
    'folders.open': local(async ({ senderId }) => {
      const folder = await services.chooseFolder(senderId, 'open');
      return folder === undefined ? null : folders.openFolder(senderId, folder);
    }),
    'folders.create': local(async ({ senderId }, name, files) => {
      const parent = await services.chooseFolder(senderId, 'create');
      return parent === undefined ? null : folders.createFolder(senderId, parent, name, files);
    }),
    'folders.save': local(({ senderId }, id, files) => folders.save(senderId, id, files)),
    'folders.read': local(({ senderId }, id) => folders.read(senderId, id)),
    'folders.close': local(({ senderId }, id) => {
      folders.close(senderId, id);
      return null;
    }),
    'folders.reveal': local(async ({ senderId }, id) => {
      await services.revealFolder(folders.folderOf(senderId, id));
      return null;
    }),
    'workspaceCopies.link': local(async ({ senderId }, projectId, files) => {
      const folder = await services.chooseFolder(senderId, 'copy');
      return folder === undefined ? null : services.workspaceCopies.link(senderId, projectId, folder, files);
    }),
    'workspaceCopies.open': local(({ senderId }, projectId) => services.workspaceCopies.open(senderId, projectId)),
    'workspaceCopies.unlink': local(({ senderId }, projectId, folderId) => {
      services.workspaceCopies.unlink(senderId, projectId, folderId);
      return null;
    }),
    'terminal.open': local(({ senderId }, { folderId, columns, rows }) => {
      const emit = services.emitTo(senderId);
      const cwd = folderId === null ? services.homeFolder : folders.folderOf(senderId, folderId);
      const id = terminals.open({
        owner: senderId,
        cwd,
        columns,
        rows,
        sink: { data: (id, data) => emit('terminal.data', { id, data }), exit: (id, exitCode) => emit('terminal.exit', { id, exitCode }) },
      });
      return { id };
    }),
    'terminal.write': local(({ senderId }, id, data) => {
      terminals.write(senderId, id, data);
      return null;
    }),
    'terminal.resize': local(({ senderId }, id, columns, rows) => {
      terminals.resize(senderId, id, columns, rows);
      return null;
    }),
    'terminal.close': local(async ({ senderId }, id) => {
      await terminals.close(senderId, id);
      return null;
    }),
    'updates.status': () => updates.current(),
    'updates.check': () => updates.check(),
    'updates.setChannel': (_context, channel) => updates.setChannel(channel),
    'updates.restart': () => {
      updates.restart();
      return null;
    },
    // Only the app's own pages may move it to another platform or take it offline.
    'settings.get': local(() => services.settings.get()),
    'settings.change': local((_context, change) => services.settings.change(change)),
    'resume.savePdf': local(({ senderId }, request) => saveResumePdf(services.resumePdf, senderId, request)),
    'signIn.withBrowser': local(async ({ senderId }) => {
      await services.browserSignIn.start(senderId);
      return null;
    }),
  };
}
