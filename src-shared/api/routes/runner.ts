import { route } from '../route';
import { executeReply, executeRequest, runtimesReply, toolchainsReply } from '../runner';

const tags = ['runner'];

export const runnerRoutes = {
  runtimes: route({ method: 'GET', path: '/api/v2/piston/runtimes', access: 'user', reply: runtimesReply, tags, summary: 'Languages and versions this server can run' }),
  execute: route({ method: 'POST', path: '/api/v2/piston/execute', access: 'user', offline: 'here', body: executeRequest, reply: executeReply, tags, summary: 'Run a program (Piston v2 execute)' }),
  /** Public: it says only which languages run where (on the desktop, which toolchains this computer has). */
  toolchains: route({ method: 'GET', path: '/api/runner/toolchains', access: 'public', reply: toolchainsReply, tags, summary: 'Which languages run here, on the platform server, or need an install' }),
  /** Signed in by the token in its first message: a browser cannot set headers on a WebSocket. */
  connect: route({ method: 'GET', path: '/api/v2/piston/connect', access: 'public', kind: 'websocket', hide: true }),
};
