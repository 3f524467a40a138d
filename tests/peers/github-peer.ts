import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An HTTP server speaking GitHub's documented OAuth web flow (`/login/oauth/authorize`,
 * `/login/oauth/access_token` with PKCE) and the REST calls we use (`/user`, `/user/emails`).
 * Authorisation is approved at once for the account set with `nextAccount`.
 */
export interface GithubPeer {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  nextAccount(account: { id: number; login: string; name: string; email: string }): void;
  /** Every access token handed out, to check what the server stored. */
  issuedTokens: string[];
  close(): Promise<void>;
}

type Account = { id: number; login: string; name: string; email: string };

async function readBody(req: http.IncomingMessage): Promise<Record<string, string>> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  if ((req.headers['content-type'] ?? '').includes('application/json')) return JSON.parse(text) as Record<string, string>;
  return Object.fromEntries(new URLSearchParams(text));
}

export async function startGithubPeer(port = 0): Promise<GithubPeer> {
  const clientId = 'Iv1.kodeshalatest';
  const clientSecret = 'github-test-secret-value';
  let account: Account = { id: 4242, login: 'octo-learner', name: 'Octo Learner', email: 'octo@example.in' };
  const codes = new Map<string, { challenge: string; redirectUri: string; account: Account }>();
  const tokens = new Map<string, Account>();
  const issuedTokens: string[] = [];

  const json = (res: http.ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://peer');
    if (req.method === 'GET' && url.pathname === '/login/oauth/authorize') {
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      if (url.searchParams.get('client_id') !== clientId || url.searchParams.get('code_challenge_method') !== 'S256') {
        return json(res, 400, { error: 'bad authorize request' });
      }
      const code = randomBytes(10).toString('hex');
      codes.set(code, { challenge: url.searchParams.get('code_challenge') ?? '', redirectUri, account });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      return res.writeHead(302, { location: back.toString() }).end();
    }
    if (req.method === 'POST' && url.pathname === '/login/oauth/access_token') {
      const body = await readBody(req);
      const basic = req.headers.authorization?.startsWith('Basic ')
        ? Buffer.from(req.headers.authorization.slice(6), 'base64').toString().split(':').map(decodeURIComponent)
        : [body.client_id, body.client_secret];
      const grant = codes.get(body.code ?? '');
      codes.delete(body.code ?? '');
      const verifierOk = grant && createHash('sha256').update(body.code_verifier ?? '').digest('base64url') === grant.challenge;
      if (basic[0] !== clientId || basic[1] !== clientSecret || !grant || !verifierOk || grant.redirectUri !== body.redirect_uri) {
        return json(res, 200, { error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' });
      }
      const token = `gho_${randomBytes(16).toString('hex')}`;
      tokens.set(token, grant.account);
      issuedTokens.push(token);
      return json(res, 200, { access_token: token, token_type: 'bearer', scope: 'read:user,user:email,repo' });
    }
    const who = tokens.get((req.headers.authorization ?? '').replace(/^(Bearer|token) /, ''));
    if (req.method === 'GET' && url.pathname === '/user') {
      return who ? json(res, 200, { id: who.id, login: who.login, name: who.name, avatar_url: null }) : json(res, 401, { message: 'Bad credentials' });
    }
    if (req.method === 'GET' && url.pathname === '/user/emails') {
      return who ? json(res, 200, [{ email: who.email, primary: true, verified: true }]) : json(res, 401, { message: 'Bad credentials' });
    }
    json(res, 404, { message: 'Not Found' });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    clientId,
    clientSecret,
    issuedTokens,
    nextAccount: (next) => {
      account = next;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
