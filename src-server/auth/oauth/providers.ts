import { authMessageTable } from '@shared/auth/messages';
import type { OAuthProvider } from '@shared/auth/oauth-providers';
import type { IdentifiedMessage } from '@shared/i18n/messages';
import * as client from 'openid-client';
import { z } from 'zod';
import type { AuthConfig } from '../../config';

/** Reaching the provider (discovery, token exchange, profile) gives up after this long. */
export const providerTimeoutSeconds = 5;

export interface ProviderProfile {
  providerUserId: string;
  email: string;
  emailVerified: boolean;
  name: string | undefined;
  photoUrl: string | undefined;
  login: string | undefined;
  /** Kept (encrypted) only for providers whose API the product uses later: GitHub. */
  accessToken: string | undefined;
}

export interface OAuthProviderClient {
  id: OAuthProvider;
  configuration(): Promise<client.Configuration>;
  authorizationParameters: Record<string, string>;
  usesIdToken: boolean;
  profile(configuration: client.Configuration, tokens: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers): Promise<ProviderProfile>;
}

export class ProviderUnreachable extends Error {}
/** The provider answered, but not with a person we can sign in; `refusal` is what they are told. */
export class ProviderRefused extends Error {
  constructor(
    readonly refusal: IdentifiedMessage,
    options?: ErrorOptions,
  ) {
    super(refusal.message, options);
  }
}

// Plain http is only for protocol peers on this machine (tests, local development).
const isLoopbackHttp = (url: string) => /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?(\/|$)/.test(url);

function allowLoopback(configuration: client.Configuration, url: string): void {
  if (isLoopbackHttp(url)) client.allowInsecureRequests(configuration);
}

const googleClaims = z.object({
  sub: z.string(),
  email: z.email(),
  email_verified: z.boolean().optional(),
  name: z.string().optional(),
  picture: z.string().optional(),
});

function googleClient(settings: NonNullable<AuthConfig['google']>): OAuthProviderClient {
  let discovered: Promise<client.Configuration> | undefined;
  return {
    id: 'google',
    usesIdToken: true,
    authorizationParameters: { scope: 'openid email profile', prompt: 'select_account' },
    configuration() {
      discovered ??= client
        .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
          timeout: providerTimeoutSeconds,
          ...(isLoopbackHttp(settings.issuer) ? { execute: [client.allowInsecureRequests] } : {}),
        })
        .catch((error: unknown) => {
          discovered = undefined;
          throw new ProviderUnreachable(error instanceof Error ? error.message : String(error));
        });
      return discovered;
    },
    async profile(_configuration, tokens) {
      const claims = googleClaims.safeParse(tokens.claims());
      if (!claims.success) throw new ProviderRefused(authMessageTable.ref('providerNoEmail'));
      return {
        providerUserId: claims.data.sub,
        email: claims.data.email.toLowerCase(),
        emailVerified: claims.data.email_verified === true,
        name: claims.data.name,
        photoUrl: claims.data.picture,
        login: undefined,
        accessToken: undefined,
      };
    },
  };
}

const githubUser = z.object({
  id: z.number(),
  login: z.string(),
  name: z.string().nullable().optional(),
  avatar_url: z.string().nullable().optional(),
});
const githubEmails = z.array(z.object({ email: z.string(), primary: z.boolean(), verified: z.boolean() }));

function githubClient(settings: NonNullable<AuthConfig['github']>): OAuthProviderClient {
  const configuration = new client.Configuration(
    { issuer: new URL(settings.authorizeUrl).origin, authorization_endpoint: settings.authorizeUrl, token_endpoint: settings.tokenUrl },
    settings.clientId,
    settings.clientSecret,
  );
  configuration.timeout = providerTimeoutSeconds;
  allowLoopback(configuration, settings.tokenUrl);

  async function api(path: string, token: string): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${settings.apiUrl}${path}`, {
        headers: { authorization: `Bearer ${token}`, accept: 'application/vnd.github+json', 'user-agent': 'Kodeshala' },
        signal: AbortSignal.timeout(providerTimeoutSeconds * 1000),
      });
    } catch (error) {
      throw new ProviderUnreachable(error instanceof Error ? error.message : String(error));
    }
    if (!response.ok) throw new ProviderRefused(authMessageTable.ref('githubUnexpected'), { cause: new Error(`GitHub answered ${response.status} for ${path}`) });
    return response.json();
  }

  return {
    id: 'github',
    usesIdToken: false,
    // read:user and user:email to sign in; repo for the playground's save and load later.
    authorizationParameters: { scope: 'read:user user:email repo', allow_signup: 'true' },
    configuration: async () => configuration,
    async profile(_configuration, tokens) {
      const user = githubUser.parse(await api('/user', tokens.access_token));
      const emails = githubEmails.parse(await api('/user/emails', tokens.access_token));
      const primary = emails.find((e) => e.primary && e.verified) ?? emails.find((e) => e.verified);
      if (!primary) throw new ProviderRefused(authMessageTable.ref('githubNoVerifiedEmail'));
      return {
        providerUserId: String(user.id),
        email: primary.email.toLowerCase(),
        emailVerified: true,
        name: user.name ?? user.login,
        photoUrl: user.avatar_url ?? undefined,
        login: user.login,
        accessToken: tokens.access_token,
      };
    },
  };
}

export function createProviderClients(auth: AuthConfig): Partial<Record<OAuthProvider, OAuthProviderClient>> {
  return {
    ...(auth.google ? { google: googleClient(auth.google) } : {}),
    ...(auth.github ? { github: githubClient(auth.github) } : {}),
  };
}
