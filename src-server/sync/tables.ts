import type { ColumnType } from 'kysely';

/** The sync tables of migration 0020 (see its comment for what each holds). */
export interface SyncTables {
  idempotency_keys: {
    user_id: string;
    key: string;
    method: string;
    path: string;
    status_code: number | null;
    content_type: string | null;
    reply_body: string | null;
    created_at: string;
    /** Migration 0027: the answer as bytes, the headers a replay repeats (JSON), the request's hash. */
    reply_base64: ColumnType<string | null, string | null | undefined, string | null>;
    reply_headers: ColumnType<string | null, string | null | undefined, string | null>;
    request_hash: ColumnType<string | null, string | null | undefined, string | null>;
  };
  sync_cache: { user_id: string; path: string; body: string; fetched_at: string };
  sync_tokens: { token_hash: string; user_id: string; seen_at: string };
  sync_users: { user_id: string; access_token: string; expires_at: string };
  sync_outbox: SyncOutboxRow;
  sync_conflicts: { id: string; user_id: string; kind: string; path: string; local_json: string; server_json: string; created_at: string };
}

export type OutboxState = 'pending' | 'checked' | 'sent' | 'conflict' | 'refused';

export interface SyncOutboxRow {
  id: string;
  position: number;
  user_id: string;
  idempotency_key: string;
  /**
   * Before migration 0041, what the write was (`resume`, `progress`, …); since, its route again.
   * Nothing reads it: a write's route names it (`writtenBy` in optimistic.ts).
   */
  kind: string;
  method: string;
  path: string;
  body: string;
  /** The server copy's stamp the edit started from (documents only); for a project made here, the stamp made here. */
  base_stamp: string | null;
  /** What this computer answered in the server's stead: a made-up updatedAt or submission id. */
  local_stamp: string | null;
  state: OutboxState;
  reply_status: number | null;
  reply_body: string | null;
  queued_at: string;
  done_at: string | null;
  /**
   * Migration 0041: the write's route (`POST /api/progress/:courseId/visit`, `routeKey`), by which
   * its declaration in optimistic.ts is found, and what it changes, by which the outbox folds
   * writes. Null for a write queued before, found by its method and path instead.
   */
  route: string | null;
  entity: string | null;
}
