import { describe, expect, it } from 'vitest';
import { accessTokenLifetimeMs, createAccessTokenSigner } from './access-token';

const secret = 'a-test-secret-that-is-long-enough-123';

describe('access tokens', () => {
  it('verifies its own token, again from memory, and refuses it once it has expired', async () => {
    let clock = Date.UTC(2026, 10, 23, 10, 0, 0);
    const signer = createAccessTokenSigner(secret, () => clock);
    const { token } = await signer.sign('user-1', ['learner']);
    expect(signer.known(token)).toBeUndefined();
    expect(await signer.verify(token)).toEqual({ userId: 'user-1', roles: ['learner'] });
    expect(signer.known(token)).toEqual({ userId: 'user-1', roles: ['learner'] });
    expect(await signer.verify(token)).toEqual({ userId: 'user-1', roles: ['learner'] });
    clock += accessTokenLifetimeMs + 1_000;
    expect(signer.known(token)).toBeUndefined();
    expect(await signer.verify(token)).toBeUndefined();
  });

  it('refuses a token with a changed payload or signed with another secret', async () => {
    const signer = createAccessTokenSigner(secret);
    const { token } = await signer.sign('user-1', ['learner']);
    await signer.verify(token);
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'user-1', roles: ['admin'], iss: 'kodeshala', exp: 4102444800 })).toString('base64url');
    expect(await signer.verify(`${header}.${forged}.${signature}`)).toBeUndefined();
    expect(signer.known(`${header}.${forged}.${signature}`)).toBeUndefined();
    const other = await createAccessTokenSigner('another-secret-that-is-long-enough-456').sign('user-1', ['admin']);
    expect(await signer.verify(other.token)).toBeUndefined();
  });
});
