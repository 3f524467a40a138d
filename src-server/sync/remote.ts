/** The platform server as the desktop's embedded server sees it: plain HTTP with a deadline. */

export interface RemoteReply {
  status: number;
  headers: Headers;
  body: Buffer;
}

export interface RemoteRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer | string;
}

/** The platform server did not answer: refused, reset, timed out, or a gateway in front said so. */
export class RemoteUnreachable extends Error {}

/** Request headers that mean the same on the platform server; the rest stay here. */
export const forwardedRequestHeaders = ['authorization', 'content-type', 'cookie', 'accept', 'accept-language', 'x-request-id', 'user-agent'];

export function createRemote(remoteUrl: string, timeoutMs: number) {
  return async function callRemote(request: RemoteRequest): Promise<RemoteReply> {
    let response: Response;
    let body: Buffer;
    try {
      response = await fetch(remoteUrl + request.path, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      // A connection cut half-way through the answer is no answer.
      body = Buffer.from(await response.arrayBuffer());
    } catch (error) {
      throw new RemoteUnreachable(error instanceof Error ? error.message : 'no answer');
    }
    // A proxy or load balancer standing in for a platform server that is not there.
    if (response.status === 502 || response.status === 504) throw new RemoteUnreachable(`the gateway answered ${response.status}`);
    return { status: response.status, headers: response.headers, body };
  };
}

export type CallRemote = ReturnType<typeof createRemote>;

/** The claims of an access token the platform server has just accepted; its signature is the server's business. */
export function tokenClaims(token: string): { userId: string; expiresAt: string } | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: unknown; exp?: unknown };
    if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number') return undefined;
    return { userId: claims.sub, expiresAt: new Date(claims.exp * 1000).toISOString() };
  } catch {
    return undefined;
  }
}
