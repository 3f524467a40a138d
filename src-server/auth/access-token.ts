import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { roleNames, type RoleName } from '@shared/auth/roles';
import { realTimeMs } from '../clock';
import type { SessionVersions } from './session-versions';

// Short-lived: a stolen access token is useful for minutes; the refresh cookie renews it.
export const accessTokenLifetimeMs = 15 * 60 * 1000;
const issuer = 'kodeshala';

// `sv`: the user's session version when the token was signed; tokens from before it existed carry none.
const claims = z.object({ sub: z.string(), roles: z.array(z.enum(roleNames)), sv: z.number().int().default(0) });

/**
 * Signs access tokens and is the one place that decides whether one still names a caller: its
 * signature and expiry, and (given the session versions) that its user's sessions have not been
 * ended since it was signed. The access check of every request and the runner's WebSocket ask here.
 */
export interface AccessTokenSigner {
  sign(userId: string, roles: readonly RoleName[]): Promise<{ token: string; expiresAt: string }>;
  verify(token: string): Promise<Caller | undefined>;
  /** The caller of a token already verified, not expired and of a session known live, without a promise; else undefined. */
  known(token: string): Caller | undefined;
}

interface Caller {
  userId: string;
  roles: RoleName[];
}

interface Verified {
  userId: string;
  roles: RoleName[];
  version: number;
  expiresAtMs: number;
}

/** How many verified tokens a process remembers: about one per learner active in the last 15 minutes. */
const verifiedCacheSize = 20_000;

/**
 * Without `versions` (unit tests of the token alone) every token carries version 0 and a session
 * never ends before its tokens expire.
 */
export function createAccessTokenSigner(secret: string | undefined, now: () => number = realTimeMs, versions?: SessionVersions): AccessTokenSigner {
  const raw = secret ? new TextEncoder().encode(secret) : randomBytes(32);
  // Imported once: given raw bytes, jose imports a fresh CryptoKey on every sign and verify,
  // which was most of the cost of checking a token on each signed-in request.
  const keyPromise = crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  const verified = new Map<string, Verified>();
  const callerOf = (found: Verified): Caller => ({ userId: found.userId, roles: found.roles });
  // A token's signature and claims cannot change, so a verified one is remembered until it
  // expires; signed-in requests then skip the HMAC, which runs on the thread pool.
  const signed = (token: string): Verified | undefined => {
    const found = verified.get(token);
    if (!found) return undefined;
    if (found.expiresAtMs > now()) return found;
    verified.delete(token);
    return undefined;
  };
  const live = async (found: Verified): Promise<boolean> => !versions || (await versions.current(found.userId)) === found.version;
  return {
    known(token) {
      const found = signed(token);
      if (!found) return undefined;
      if (versions && versions.fresh(found.userId) !== found.version) return undefined;
      return callerOf(found);
    },
    async sign(userId, roles) {
      const expires = now() + accessTokenLifetimeMs;
      const version = versions ? await versions.read(userId) : 0;
      const token = await new SignJWT({ roles: [...roles], sv: version ?? 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuer(issuer)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expires / 1000))
        .sign(await keyPromise);
      return { token, expiresAt: new Date(expires).toISOString() };
    },
    async verify(token) {
      const remembered = signed(token);
      if (remembered) return (await live(remembered)) ? callerOf(remembered) : undefined;
      let found: Verified;
      try {
        const { payload } = await jwtVerify(token, await keyPromise, { issuer, algorithms: ['HS256'], currentDate: new Date(now()) });
        const parsed = claims.safeParse(payload);
        if (!parsed.success || payload.exp === undefined) return undefined;
        found = { userId: parsed.data.sub, roles: parsed.data.roles, version: parsed.data.sv, expiresAtMs: payload.exp * 1000 };
      } catch {
        return undefined;
      }
      if (verified.size >= verifiedCacheSize) verified.delete(verified.keys().next().value ?? '');
      verified.set(token, found);
      return (await live(found)) ? callerOf(found) : undefined;
    },
  };
}
