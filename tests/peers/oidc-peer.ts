import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on loopback, standing in for
 * Google. Its login and consent steps complete on their own for the account set with
 * `nextAccount`, so a browser or an HTTP client walks the whole authorisation-code + PKCE flow.
 */
export interface OidcPeer {
  issuer: string;
  clientId: string;
  clientSecret: string;
  nextAccount(account: { sub: string; email: string; name: string }): void;
  /** Makes the next authorisation end with error=access_denied, as when a person declines. */
  denyNext(): void;
  close(): Promise<void>;
}

export async function startOidcPeer(redirectUris: string[], port = 0): Promise<OidcPeer> {
  // Created once the port is known, since the issuer URL contains it.
  const peer: { provider?: Provider } = {};
  let account = { sub: 'google-user-1', email: 'google.user@example.in', name: 'Google User' };
  let deny = false;
  const accounts = new Map<string, typeof account>();

  const server = http.createServer(async (req, res) => {
    const provider = peer.provider;
    if (!provider) return res.writeHead(503).end();
    if (req.url?.startsWith('/interaction/')) {
      try {
        const details = await provider.interactionDetails(req, res);
        if (deny) {
          deny = false;
          return await provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'The person declined.' }, { mergeWithLastSubmission: false });
        }
        if (details.prompt.name === 'login') {
          accounts.set(account.sub, account);
          return await provider.interactionFinished(req, res, { login: { accountId: account.sub } }, { mergeWithLastSubmission: false });
        }
        const grant = new provider.Grant({ accountId: String(details.session?.accountId), clientId: String(details.params.client_id) });
        grant.addOIDCScope(String(details.params.scope));
        const grantId = await grant.save();
        return await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
      } catch (error) {
        res.writeHead(500).end(String(error));
        return;
      }
    }
    // Google accepts prompt=select_account; oidc-provider knows only the standard prompts.
    if (req.url?.startsWith('/auth?')) req.url = req.url.replace(/&?prompt=select_account/, '');
    provider.callback()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'kodeshala-google-test';
  const clientSecret = 'google-test-secret-value';

  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: redirectUris, grant_types: ['authorization_code'], response_types: ['code'] }],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    findAccount: (_ctx, id) => {
      const found = accounts.get(id) ?? account;
      return { accountId: id, claims: () => ({ sub: id, email: found.email, email_verified: true, name: found.name }) };
    },
    // ID tokens carry the claims directly, as Google's do.
    conformIdTokenClaims: false,
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    cookies: { keys: ['peer-cookie-key-one-two-three'] },
  });
  provider.proxy = false;
  peer.provider = provider;

  return {
    issuer,
    clientId,
    clientSecret,
    nextAccount: (next) => {
      account = next;
    },
    denyNext: () => {
      deny = true;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
