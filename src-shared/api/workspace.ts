import { z } from 'zod';
import { emailField } from '../auth/credentials';
import { pushProjectBody } from './github';
import { withinLength } from '../i18n/issue-message';
import { workspaceMessageTable, workspaceMessages } from '../workspace/messages';
import { text } from './text';

/** A shared project's and a saved version's names: what a list shows on one line. */
const maxNameLength = 80;

/** Contracts of the team workspace (product.md §3.10): shared projects, collaborators, versions. */

export const workspaceProjectParams = z.object({ projectId: text().max(64) });
export const collaboratorParams = z.object({ projectId: text().max(64), email: text().max(254) });
export const versionParams = z.object({ projectId: text().max(64), versionId: text().max(64) });

export const createWorkspaceProjectBody = z.object({
  name: withinLength(text().trim().min(1, workspaceMessages.projectNameRequired), maxNameLength, workspaceMessageTable.ref('projectNameTooLong', { max: maxNameLength })),
  /** A hackathon team's project when set (the caller must be in the team); else a playground project the caller owns. */
  teamId: text().max(64).optional(),
});

export const workspaceMember = z.object({ userId: z.string(), name: z.string(), role: z.enum(['owner', 'collaborator', 'team']) });

export const workspaceProject = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['team', 'playground']),
  teamId: z.string().nullable(),
  /** Whether the caller may invite and remove collaborators (a playground project's owner). */
  isOwner: z.boolean(),
  members: z.array(workspaceMember),
  /** Addresses invited to a playground project (its owner sees them; others see an empty list). */
  invited: z.array(z.string()),
  storedBytes: z.number().int(),
  maxBytes: z.number().int(),
  updatedAt: z.string(),
});
export type WorkspaceProject = z.infer<typeof workspaceProject>;

export const listWorkspaceProjectsReply = z.object({ projects: z.array(workspaceProject) });

export const inviteCollaboratorBody = z.object({ email: emailField });

export const saveVersionBody = z.object({
  name: withinLength(text().trim().min(1, workspaceMessages.versionNameRequired), maxNameLength, workspaceMessageTable.ref('versionNameTooLong', { max: maxNameLength })),
});
export const workspaceVersion = z.object({ id: z.string(), name: z.string(), createdBy: z.string(), createdAt: z.string() });
export const listVersionsReply = z.object({ versions: z.array(workspaceVersion) });
/** Restoring answers the version it saved first, the document as it was: restoring that one undoes it. */
export const restoreVersionReply = z.object({ before: workspaceVersion });
/** A version's files, to read without opening the document. */
export const versionFilesReply = z.object({ id: z.string(), name: z.string(), files: z.record(z.string(), z.string()) });

/** The live endpoint's query: the access token, since a browser cannot set headers on a WebSocket. */
export const liveQuery = z.object({ token: text().max(4096) });

/** Push the team project's files to a repository the member names ('owner/repo' or 'repo'), as the playground pushes. */
export const pushWorkspaceBody = pushProjectBody.omit({ projectId: true });
