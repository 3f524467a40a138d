import { z } from 'zod';
import { projectName } from './api/playground';
import { text } from './api/text';
import { type DesktopSettingsChange, desktopSettingsChange, type DesktopSettingsView, desktopSettingsView } from './desktop-settings';
import { folderProjectProblem, folderTooMany, maxFolderFiles, maxFolderPathLength } from './playground/folder-files';
import { paperSizes } from './resume/paper';
import { resumeSchema } from './resume/resume';
import { templateIds } from './resume/templates';

/**
 * The desktop bridge: every channel between renderer and main, with its argument and result
 * schemas. The preload exposes these as named functions on `window.kodeshala`; main parses every
 * argument against the same schema. Paths never cross it: a folder is chosen in a dialog that main
 * shows, and the page holds only an opaque id for it.
 */

const folderId = z.string().regex(/^[\w-]{8,64}$/);
const terminalId = z.string().regex(/^[\w-]{8,64}$/);
// xterm's own bounds are far wider; a terminal tab is never more than a screen.
const columns = z.number().int().min(2).max(1000);
const rows = z.number().int().min(1).max(500);

/** A folder project's files, named by their path inside the folder, with the folder's own limits. */
export const folderFiles = z
  .array(z.object({ name: text().min(1).max(maxFolderPathLength), content: text(), mode: text().max(32) }))
  .max(maxFolderFiles, folderTooMany.message)
  .superRefine((files, ctx) => {
    const problem = folderProjectProblem(files);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message });
  });

export const folderProject = z.object({
  id: folderId,
  name: z.string(),
  files: folderFiles,
  /** Text files left out for being binary or too large: the page says how many. */
  leftOut: z.number().int().min(0),
});
export type FolderProject = z.infer<typeof folderProject>;

const sharedProjectId = z.string().regex(/^[\w-]{1,64}$/);

/** A shared project's copy in a folder: the folder project it is, and where it is (to show, never to write to). */
export const workspaceCopy = z.object({
  project: folderProject,
  where: z.string(),
  /** The folder already held this project's copy, so nothing was written on linking. */
  existing: z.boolean(),
});
export type WorkspaceCopy = z.infer<typeof workspaceCopy>;

export const updateChannel = z.enum(['stable', 'beta']);
export type UpdateChannel = z.infer<typeof updateChannel>;

export const updateStatus = z.object({
  channel: updateChannel,
  state: z.enum(['idle', 'checking', 'up-to-date', 'downloading', 'ready', 'error', 'blocked']),
  /** The version on offer, once one is found. */
  version: z.string().optional(),
  /** Download progress, 0-100, while downloading. */
  percent: z.number().min(0).max(100).optional(),
  message: z.string().optional(),
});
export type UpdateStatus = z.infer<typeof updateStatus>;

/** The resume builder's export: drawn in main by the same template module as the preview. */
export const resumePdfRequest = z.object({ resume: resumeSchema, template: z.enum(templateIds), paper: z.enum(paperSizes) });
export type ResumePdfRequest = z.infer<typeof resumePdfRequest>;

export const bridgeChannels = {
  'app.getVersion': { args: z.tuple([]), result: z.string() },
  'platform.info': {
    args: z.tuple([]),
    result: z.object({
      os: z.enum(['windows', 'mac', 'linux']),
      arch: z.string(),
      serverUrl: z.string(),
      standalone: z.boolean(),
    }),
  },
  /** Shows a folder picker; null when the learner cancels it. */
  'folders.open': { args: z.tuple([]), result: folderProject.nullable() },
  /** Shows a picker for the parent folder, then makes `name` inside it holding `files`. */
  'folders.create': { args: z.tuple([projectName, folderFiles]), result: folderProject.nullable() },
  'folders.save': { args: z.tuple([folderId, folderFiles]), result: folderProject },
  /** The open project's folder as it is now (the playground reads it again when it comes back to it). */
  'folders.read': { args: z.tuple([folderId]), result: folderProject },
  'folders.close': { args: z.tuple([folderId]), result: z.null() },
  /** Shows the project's folder in the system's file manager. */
  'folders.reveal': { args: z.tuple([folderId]), result: z.null() },
  /**
   * Shows a folder picker and keeps the shared project's copy there: the files are written into
   * an empty folder (or the folder already holding this project's copy is taken as it is), and the
   * link is remembered on this computer. Null when the learner cancels the picker.
   */
  'workspaceCopies.link': { args: z.tuple([sharedProjectId, folderFiles]), result: workspaceCopy.nullable() },
  /** The shared project's copy remembered on this computer, opened as a folder project; null without one. */
  'workspaceCopies.open': { args: z.tuple([sharedProjectId]), result: workspaceCopy.nullable() },
  /** Forgets the link (and closes the open folder project); the folder keeps its files. */
  'workspaceCopies.unlink': { args: z.tuple([sharedProjectId, folderId.nullable()]), result: z.null() },
  /** A shell in the folder of an open folder project, or in the home folder without one. */
  'terminal.open': {
    args: z.tuple([z.object({ folderId: folderId.nullable(), columns, rows })]),
    result: z.object({ id: terminalId }),
  },
  'terminal.write': { args: z.tuple([terminalId, z.string().max(64_000)]), result: z.null() },
  'terminal.resize': { args: z.tuple([terminalId, columns, rows]), result: z.null() },
  'terminal.close': { args: z.tuple([terminalId]), result: z.null() },
  'updates.status': { args: z.tuple([]), result: updateStatus },
  'updates.check': { args: z.tuple([]), result: updateStatus },
  'updates.setChannel': { args: z.tuple([updateChannel]), result: updateStatus },
  /** Quits and installs a downloaded update; refused unless one is ready. */
  'updates.restart': { args: z.tuple([]), result: z.null() },
  /** The first-run choice (null until made), the update channel and the build's platform address. */
  'settings.get': { args: z.tuple([]), result: desktopSettingsView },
  /** Keeps a change; a new connection restarts the app's server (same origin) to sync with it or stop. */
  'settings.change': { args: z.tuple([desktopSettingsChange]), result: desktopSettingsView },
  /**
   * Opens the platform's sign-in page in the system browser (PKCE); the answer comes back as
   * `signIn.answer` once the learner allows the app there. Refused when the app is not connected.
   */
  'signIn.withBrowser': { args: z.tuple([]), result: z.null() },
  /** Shows the system's save dialog and writes the resume's PDF there; `saved` false when the learner cancels. */
  'resume.savePdf': { args: z.tuple([resumePdfRequest]), result: z.object({ saved: z.boolean(), fileName: z.string().nullable() }) },
} as const;

/** Messages main sends to the page, each parsed in main before it is sent. */
export const bridgeEvents = {
  'folders.changed': folderProject,
  'terminal.data': z.object({ id: terminalId, data: z.string() }),
  'terminal.exit': z.object({ id: terminalId, exitCode: z.number().int() }),
  'updates.status': updateStatus,
  /** The browser's answer to `signIn.withBrowser`: a code and the verifier to trade it with, or why not. */
  'signIn.answer': z.union([
    z.object({ ok: z.literal(true), code: z.string().max(200), verifier: z.string().max(200) }),
    z.object({ ok: z.literal(false), message: z.string().max(500) }),
  ]),
} as const;

export type BridgeChannel = keyof typeof bridgeChannels;
export type BridgeArgs<C extends BridgeChannel> = z.infer<(typeof bridgeChannels)[C]['args']>;
export type BridgeResult<C extends BridgeChannel> = z.infer<(typeof bridgeChannels)[C]['result']>;
export type BridgeEvent = keyof typeof bridgeEvents;
export type BridgeEventPayload<E extends BridgeEvent> = z.infer<(typeof bridgeEvents)[E]>;
export type PlatformInfo = BridgeResult<'platform.info'>;

type Listener<E extends BridgeEvent> = (payload: BridgeEventPayload<E>) => void;
type Unsubscribe = () => void;

/** What the preload puts on `window.kodeshala`. */
export interface KodeshalaBridge {
  app: { getVersion(): Promise<string> };
  platform: { info(): Promise<PlatformInfo> };
  folders: {
    open(): Promise<FolderProject | null>;
    create(...args: BridgeArgs<'folders.create'>): Promise<FolderProject | null>;
    save(...args: BridgeArgs<'folders.save'>): Promise<FolderProject>;
    read(id: string): Promise<FolderProject>;
    close(id: string): Promise<null>;
    reveal(id: string): Promise<null>;
    onChanged(listener: Listener<'folders.changed'>): Unsubscribe;
  };
  workspaceCopies: {
    link(...args: BridgeArgs<'workspaceCopies.link'>): Promise<WorkspaceCopy | null>;
    open(projectId: string): Promise<WorkspaceCopy | null>;
    unlink(...args: BridgeArgs<'workspaceCopies.unlink'>): Promise<null>;
  };
  terminal: {
    open(...args: BridgeArgs<'terminal.open'>): Promise<BridgeResult<'terminal.open'>>;
    write(...args: BridgeArgs<'terminal.write'>): Promise<null>;
    resize(...args: BridgeArgs<'terminal.resize'>): Promise<null>;
    close(id: string): Promise<null>;
    onData(listener: Listener<'terminal.data'>): Unsubscribe;
    onExit(listener: Listener<'terminal.exit'>): Unsubscribe;
  };
  updates: {
    status(): Promise<UpdateStatus>;
    check(): Promise<UpdateStatus>;
    setChannel(channel: UpdateChannel): Promise<UpdateStatus>;
    restart(): Promise<null>;
    onStatus(listener: Listener<'updates.status'>): Unsubscribe;
  };
  resume: { savePdf(request: ResumePdfRequest): Promise<BridgeResult<'resume.savePdf'>> };
  settings: { get(): Promise<DesktopSettingsView>; change(change: DesktopSettingsChange): Promise<DesktopSettingsView> };
  signIn: { withBrowser(): Promise<null>; onAnswer(listener: Listener<'signIn.answer'>): Unsubscribe };
}
