import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { roleNames, type RoleName } from '@shared/auth/roles';

// Short-lived: a stolen access token is useful for minutes; the refresh cookie renews it.
export const accessTokenLifetimeMs = 15 * 60 * 1000;
const issuer = 'kodeshala';

const claims = z.object({ sub: z.string(), roles: z.array(z.enum(roleNames)) });

export interface AccessTokenSigner {
  sign(userId: string, roles: readonly RoleName[]): Promise<{ token: string; expiresAt: string }>;
  verify(token: string): Promise<Caller | undefined>;
  /** The caller of a token already verified and not yet expired, without a promise; else undefined. */
  known(token: string): Caller | undefined;
}

interface Caller {
  userId: string;
  roles: RoleName[];
}

interface Verified {
  userId: string;
  roles: RoleName[];
  expiresAtMs: number;
}

/** How many verified tokens a process remembers: about one per learner active in the last 15 minutes. */
const verifiedCacheSize = 20_000;

export function createAccessTokenSigner(secret: string | undefined, now: () => number = Date.now): AccessTokenSigner {
  const raw = secret ? new TextEncoder().encode(secret) : randomBytes(32);
  // Imported once: given raw bytes, jose imports a fresh CryptoKey on every sign and verify,
  // which was most of the cost of checking a token on each signed-in request.
  const keyPromise = crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  const verified = new Map<string, Verified>();
  // A token's signature and claims cannot change, so a verified one is remembered until it
  // expires; signed-in requests then skip the HMAC, which runs on the thread pool.
  const known = (token: string): Caller | undefined => {
    const found = verified.get(token);
    if (!found) return undefined;
    if (found.expiresAtMs > now()) return { userId: found.userId, roles: found.roles };
    verified.delete(token);
    return undefined;
  };
  return {
    known,
    async sign(userId, roles) {
      const expires = now() + accessTokenLifetimeMs;
      const token = await new SignJWT({ roles: [...roles] })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuer(issuer)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expires / 1000))
        .sign(await keyPromise);
      return { token, expiresAt: new Date(expires).toISOString() };
    },
    async verify(token) {
      const remembered = known(token);
      if (remembered) return remembered;
      try {
        const { payload } = await jwtVerify(token, await keyPromise, { issuer, algorithms: ['HS256'], currentDate: new Date(now()) });
        const parsed = claims.safeParse(payload);
        if (!parsed.success || payload.exp === undefined) return undefined;
        if (verified.size >= verifiedCacheSize) verified.delete(verified.keys().next().value ?? '');
        verified.set(token, { userId: parsed.data.sub, roles: parsed.data.roles, expiresAtMs: payload.exp * 1000 });
        return { userId: parsed.data.sub, roles: parsed.data.roles };
      } catch {
        return undefined;
      }
    },
  };
}
