import { z } from 'zod';
import { authProvidersReply, changePasswordBody, firebaseExchangeBody, loginBody, logoutReply, oauthCallbackQuery, oauthLinkBody, oauthLinkReply, oauthStartQuery, registerBody, sessionReply } from '../auth';
import { meReply } from '../profile';
import { oauthProviders } from '../../auth/oauth-providers';
import { route } from '../route';

export const oauthProviderParams = z.object({ provider: z.enum(oauthProviders) });
/** GitHub is the provider an account connects to (its repositories); Google only signs in. */
export const linkableProviderParams = z.object({ provider: z.enum(['github']) });

const tags = ['auth'];

export const authRoutes = {
  register: route({
    method: 'POST',
    path: '/api/auth/register',
    access: 'public',
    body: registerBody,
    reply: sessionReply,
    status: 201,
    tags,
    summary: 'Create an account with e-mail and password',
  }),
  login: route({ method: 'POST', path: '/api/auth/login', access: 'public', body: loginBody, reply: sessionReply, tags, summary: 'Sign in with e-mail and password' }),
  refresh: route({ method: 'POST', path: '/api/auth/refresh', access: 'public', reply: sessionReply, tags, summary: 'Rotate the refresh cookie and get a new access token' }),
  logout: route({ method: 'POST', path: '/api/auth/logout', access: 'public', reply: logoutReply, tags, summary: 'Sign out: revoke this session on the server' }),
  /**
   * Answers a new access token (and sets a new refresh cookie): the change ends every other session
   * of the account, and the caller's old tokens with them.
   */
  changePassword: route({
    method: 'POST',
    path: '/api/auth/password',
    access: 'user',
    offline: 'online',
    body: changePasswordBody,
    reply: sessionReply,
    tags,
    summary: 'Change the password of the signed-in account, signing out its other sessions',
  }),
  providers: route({ method: 'GET', path: '/api/auth/providers', access: 'public', reply: authProvidersReply, tags, summary: 'Which social sign-in providers this server offers' }),
  firebaseExchange: route({
    method: 'POST',
    path: '/api/auth/firebase/exchange',
    access: 'public',
    body: firebaseExchangeBody,
    reply: sessionReply,
    tags,
    summary: 'Exchange a Firebase ID token for a Kodeshala session',
  }),
  /** The script of the OAuth popup's result page. */
  oauthResultScript: route({ method: 'GET', path: '/api/auth/oauth/result.js', access: 'public', kind: 'document', hide: true }),
  oauthStart: route({
    method: 'GET',
    path: '/api/auth/oauth/:provider/start',
    access: 'public',
    kind: 'redirect',
    params: oauthProviderParams,
    query: oauthStartQuery,
    tags,
    summary: 'Begin social sign-in (redirects to the provider)',
  }),
  oauthLink: route({
    method: 'POST',
    path: '/api/me/connections/:provider',
    access: 'user',
    offline: 'online',
    params: linkableProviderParams,
    body: oauthLinkBody,
    reply: oauthLinkReply,
    tags,
    summary: 'Begin connecting a provider to the signed-in account (answers where to send the browser)',
  }),
  oauthUnlink: route({
    method: 'DELETE',
    path: '/api/me/connections/:provider',
    access: 'user',
    offline: 'online',
    params: linkableProviderParams,
    reply: meReply,
    tags,
    summary: 'Disconnect a provider from the signed-in account',
  }),
  oauthCallback: route({
    method: 'GET',
    path: '/api/auth/oauth/:provider/callback',
    access: 'public',
    kind: 'redirect',
    params: oauthProviderParams,
    query: oauthCallbackQuery,
    tags,
    summary: 'Where the provider sends the browser back',
  }),
};
