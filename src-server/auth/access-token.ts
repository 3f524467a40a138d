import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { roleNames, type RoleName } from '@shared/api/auth';

// Short-lived: a stolen access token is useful for minutes; the refresh cookie renews it.
export const accessTokenLifetimeMs = 15 * 60 * 1000;
const issuer = 'kodeshala';

const claims = z.object({ sub: z.string(), roles: z.array(z.enum(roleNames)) });

export interface AccessTokenSigner {
  sign(userId: string, roles: readonly RoleName[]): Promise<{ token: string; expiresAt: string }>;
  verify(token: string): Promise<{ userId: string; roles: RoleName[] } | undefined>;
}

export function createAccessTokenSigner(secret: string | undefined): AccessTokenSigner {
  const key = secret ? new TextEncoder().encode(secret) : randomBytes(32);
  return {
    async sign(userId, roles) {
      const expires = Date.now() + accessTokenLifetimeMs;
      const token = await new SignJWT({ roles: [...roles] })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuer(issuer)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expires / 1000))
        .sign(key);
      return { token, expiresAt: new Date(expires).toISOString() };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { issuer, algorithms: ['HS256'] });
        const parsed = claims.safeParse(payload);
        return parsed.success ? { userId: parsed.data.sub, roles: parsed.data.roles } : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
