import { hackathonMessages } from '@shared/hackathon/messages';
import dns from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { isPublicAddress } from '../http/public-address';

/**
 * The demo-link check of product.md §3.7 ("HEAD to a demo URL with a 5-second time-out"), made by
 * the server, so it must not become a way to probe the server's own network: only http and https,
 * every address the name resolves to must be public, and the request goes to the address that was
 * checked (pinned), so a second DNS answer cannot swap in a private one. Redirects are not followed:
 * a 3xx already shows the site answers.
 */
export const urlCheckMessages = {
  accessible: hackathonMessages.urlAccessible,
  notAccessible: hackathonMessages.urlNotAccessible,
  notWeb: hackathonMessages.urlNotWeb,
  notPublic: hackathonMessages.urlNotPublic,
} as const;

export const urlCheckTimeoutMs = 5_000;

export interface ResolvedAddress {
  address: string;
  family: number;
}

export interface UrlCheckOptions {
  timeoutMs?: number;
  /** Every address of a host name; dns.lookup by default. */
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>;
  /** Which resolved addresses may be connected to; public ones only by default. */
  isAllowed?: (address: string) => boolean;
}

export interface UrlCheckResult {
  accessible: boolean;
  status: number | null;
  message: string;
}

const refused = (message: string): UrlCheckResult => ({ accessible: false, status: null, message });

/** The HEAD's status, or null when no answer came in time; connects only to `pinned`. */
function head(url: URL, pinned: ResolvedAddress, timeoutMs: number): Promise<number | null> {
  const lookup: net.LookupFunction = (_hostname, options, callback) => {
    // Node asks for a list when it may try several addresses (autoSelectFamily); either way, only the checked one.
    if (options.all) (callback as (error: null, addresses: ResolvedAddress[]) => void)(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  return new Promise((resolve) => {
    const request = (url.protocol === 'https:' ? https : http).request(
      url,
      { method: 'HEAD', agent: false, lookup, signal: AbortSignal.timeout(timeoutMs), headers: { 'user-agent': 'Kodeshala link check' } },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? null);
      },
    );
    request.on('error', () => resolve(null));
    request.end();
  });
}

export async function checkPublicUrl(raw: string, options: UrlCheckOptions = {}): Promise<UrlCheckResult> {
  const { timeoutMs = urlCheckTimeoutMs, resolve = (hostname) => dns.lookup(hostname, { all: true }), isAllowed = isPublicAddress } = options;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return refused(urlCheckMessages.notWeb);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return refused(urlCheckMessages.notWeb);

  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: ResolvedAddress[];
  try {
    addresses = net.isIP(host) ? [{ address: host, family: net.isIP(host) }] : await resolve(host);
  } catch {
    return refused(urlCheckMessages.notAccessible);
  }
  const [pinned] = addresses;
  if (!pinned || !addresses.every((entry) => isAllowed(entry.address))) return refused(urlCheckMessages.notPublic);

  const status = await head(url, pinned, timeoutMs);
  const accessible = status !== null && status < 400;
  return { accessible, status, message: accessible ? urlCheckMessages.accessible : urlCheckMessages.notAccessible };
}
