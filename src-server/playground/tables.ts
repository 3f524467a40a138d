import type { ColumnType } from 'kysely';

/** The tables of playground projects, their stars and who is in the playground (conventions in db/schema.ts). */
export interface PlaygroundTables {
  playground_projects: PlaygroundProjectsTable;
  project_stars: ProjectStarsTable;
  playground_presence: PlaygroundPresenceTable;
}

/** Migration 0006: playground projects (files as JSON text) and who has it open. */
export interface PlaygroundProjectsTable {
  id: string;
  user_id: string;
  name: string;
  files_json: string;
  file_count: number;
  size_bytes: number;
  created_at: string;
  updated_at: string;
  /** Project details (migration 0018, product.md §2.4). */
  description: ColumnType<string, string | undefined, string>;
  category: ColumnType<string, string | undefined, string>;
  status: ColumnType<string, string | undefined, string>;
  technologies_json: ColumnType<string, string | undefined, string>;
  progress: ColumnType<number, number | undefined, number>;
  github_url: ColumnType<string | null, string | null | undefined, string | null>;
  live_url: ColumnType<string | null, string | null | undefined, string | null>;
  share_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ProjectStarsTable {
  project_id: string;
  user_id: string;
  created_at: string;
}

export interface PlaygroundPresenceTable {
  user_id: string;
  seen_at: string;
}
