import { route } from '../route';
import { executeReply, executeRequest, runtimesReply } from '../runner';

const tags = ['runner'];

export const runnerRoutes = {
  runtimes: route({ method: 'GET', path: '/api/v2/piston/runtimes', access: 'user', reply: runtimesReply, tags, summary: 'Languages and versions this server can run' }),
  execute: route({ method: 'POST', path: '/api/v2/piston/execute', access: 'user', body: executeRequest, reply: executeReply, tags, summary: 'Run a program (Piston v2 execute)' }),
  /** Signed in by the token in its first message: a browser cannot set headers on a WebSocket. */
  connect: route({ method: 'GET', path: '/api/v2/piston/connect', access: 'public', kind: 'websocket', hide: true }),
};
