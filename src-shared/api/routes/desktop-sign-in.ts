import { sessionReply } from '../auth';
import { desktopCodeBody, desktopCodeReply, desktopTokenBody } from '../desktop-sign-in';
import { route } from '../route';

const tags = ['auth'];

/**
 * Signing the desktop app in through the system browser (src-shared/api/desktop-sign-in.ts). The
 * trade sits under /api/auth/ with the other sign-ins, where the desktop's gateway keeps the
 * session it answers; the code is asked for by the browser's page, signed in as anyone is.
 */
export const desktopSignInRoutes = {
  code: route({
    method: 'POST',
    path: '/api/desktop-sign-in/code',
    access: 'user',
    offline: 'online',
    body: desktopCodeBody,
    reply: desktopCodeReply,
    tags,
    summary: 'A one-time code for the desktop app, bound to its PKCE challenge',
  }),
  token: route({
    method: 'POST',
    path: '/api/auth/desktop/token',
    access: 'public',
    body: desktopTokenBody,
    reply: sessionReply,
    tags,
    summary: 'Trade the one-time code and the PKCE verifier for a session',
  }),
};
