import { resolveConflictBody, resolveConflictReply, syncConflictParams, syncConflictsReply, syncStatusReply } from '../sync';
import { route } from '../route';

const tags = ['sync'];

/**
 * The desktop's offline-first sync (docs/ARCHITECTURE.md "Offline-first sync"). On the platform
 * server itself these say "direct" and list nothing; on the desktop's embedded server, signed in
 * to a platform server, they tell the shell whether it is offline and list edits in conflict.
 */
export const syncRoutes = {
  status: route({ method: 'GET', path: '/api/sync/status', access: 'public', reply: syncStatusReply, tags, summary: 'Online or offline since when, and writes waiting' }),
  conflicts: route({ method: 'GET', path: '/api/sync/conflicts', access: 'user', reply: syncConflictsReply, tags, summary: 'Edits made offline whose server copy changed meanwhile' }),
  resolve: route({
    method: 'POST',
    path: '/api/sync/conflicts/:conflictId/resolve',
    access: 'user',
    offline: 'here',
    params: syncConflictParams,
    body: resolveConflictBody,
    reply: resolveConflictReply,
    tags,
    summary: 'Keep this computer’s copy or the server’s',
  }),
};
