import { createHash, randomBytes } from 'node:crypto';
import { desktopSignInPage, desktopSignInReturn, desktopSignInState } from '@shared/api/desktop-sign-in';

/** How long a sign-in started in the browser may take before its answer is no longer taken. */
const attemptLifetimeMs = 10 * 60 * 1000;

export interface BrowserSignInDeps {
  /** Opens an address in the system's browser (Electron's shell.openExternal). */
  openExternal: (url: string) => Promise<void>;
  /** The platform the app is connected to, or undefined when it is used on this computer only. */
  platformUrl: () => string | undefined;
  now?: () => number;
}

export interface BrowserSignInAnswer {
  /** The window that started it, to send the code to. */
  owner: number;
  code: string;
  verifier: string;
}

export class BrowserSignInRefusal extends Error {}

/**
 * The desktop app's sign-in through the system browser (RFC 8252, PKCE S256): the app makes a
 * verifier and a state, opens the platform's /desktop-sign-in page with the verifier's hash, and
 * takes the kodeshala://signed-in link that comes back only for the state it made, once, within
 * ten minutes. The verifier never leaves this process until the window trades it for a session.
 */
export function createBrowserSignIn(deps: BrowserSignInDeps) {
  const now = deps.now ?? Date.now;
  let attempt: { owner: number; state: string; verifier: string; startedAt: number } | undefined;

  return {
    async start(owner: number): Promise<void> {
      const platform = deps.platformUrl();
      if (!platform) throw new BrowserSignInRefusal('This app is not connected to a Kodeshala platform: choose one in App settings first.');
      const verifier = randomBytes(48).toString('base64url');
      const state = randomBytes(24).toString('base64url');
      const page = new URL(desktopSignInPage, platform);
      page.searchParams.set('challenge', createHash('sha256').update(verifier).digest('base64url'));
      page.searchParams.set('state', state);
      attempt = { owner, state, verifier, startedAt: now() };
      await deps.openExternal(page.href);
    },

    /**
     * The answer a kodeshala://signed-in link carries; undefined for any other link. A link whose
     * state is not the one made here, or that comes too late or twice, is refused.
     */
    receive(link: string): BrowserSignInAnswer | undefined {
      let url: URL;
      try {
        url = new URL(link);
      } catch {
        return undefined;
      }
      const expected = new URL(desktopSignInReturn);
      if (url.protocol !== expected.protocol || url.hostname !== expected.hostname) return undefined;
      const state = desktopSignInState.safeParse(url.searchParams.get('state'));
      const code = url.searchParams.get('code');
      const pending = attempt;
      if (!pending || !state.success || state.data !== pending.state || !code) throw new BrowserSignInRefusal('This sign-in link is not the answer to a sign-in started in this app. Start again from the app.');
      attempt = undefined;
      if (now() - pending.startedAt > attemptLifetimeMs) throw new BrowserSignInRefusal('This sign-in took too long. Start again from the app.');
      return { owner: pending.owner, code, verifier: pending.verifier };
    },
  };
}

export type BrowserSignIn = ReturnType<typeof createBrowserSignIn>;
