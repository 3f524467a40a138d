import type { ColumnType } from 'kysely';

/** The tables of team workspaces: shared documents, their updates, members and versions (conventions in db/schema.ts). */
export interface WorkspaceTables {
  workspace_projects: WorkspaceProjectsTable;
  workspace_updates: WorkspaceUpdatesTable;
  workspace_collaborators: WorkspaceCollaboratorsTable;
  workspace_versions: WorkspaceVersionsTable;
}

/** Shared projects and their Yjs documents (migration 0030). */
export interface WorkspaceProjectsTable {
  id: string;
  name: string;
  team_id: string | null;
  owner_id: string | null;
  created_by: string;
  last_seq: ColumnType<number, number | undefined, number>;
  stored_bytes: ColumnType<number, number | undefined, number>;
  snapshot: ColumnType<string | null, string | null | undefined, string | null>;
  snapshot_seq: ColumnType<number, number | undefined, number>;
  created_at: string;
  updated_at: string;
}

export interface WorkspaceUpdatesTable {
  project_id: string;
  seq: number;
  data: string;
  size_bytes: number;
  created_at: string;
}

export interface WorkspaceCollaboratorsTable {
  project_id: string;
  email: string;
  invited_by: string;
  invited_at: string;
}

export interface WorkspaceVersionsTable {
  id: string;
  project_id: string;
  name: string;
  state: string;
  created_by: string;
  created_at: string;
  /** Migration 0035: on a "Before restoring …" version, the version whose restore it undoes. */
  undoes_version_id: ColumnType<string | null, string | null | undefined, string | null>;
}
