import { createHash } from 'node:crypto';
import { desktopSignInQuery } from '@shared/api/desktop-sign-in';
import { describe, expect, it } from 'vitest';
import { BrowserSignInRefusal, createBrowserSignIn } from './browser-sign-in';

function setUp(platform: string | null = 'https://kodeshala.example.in') {
  const opened: string[] = [];
  let clock = 1_000_000;
  const signIn = createBrowserSignIn({ openExternal: async (url) => void opened.push(url), platformUrl: () => platform ?? undefined, now: () => clock });
  return { signIn, opened, advance: (ms: number) => (clock += ms) };
}

/** What the platform's page sends back for the page the app opened. */
function answerFor(opened: string, code = 'code-from-the-platform-0123456789') {
  const query = desktopSignInQuery.parse(Object.fromEntries(new URL(opened).searchParams));
  return { link: `kodeshala://signed-in?code=${code}&state=${query.state}`, challenge: query.challenge, code };
}

describe('the desktop app’s browser sign-in', () => {
  it('opens the platform’s page with the verifier’s S256 challenge, and takes its answer once', async () => {
    const { signIn, opened } = setUp();
    await signIn.start(7);
    expect(opened).toHaveLength(1);
    const page = new URL(opened[0]!);
    expect(`${page.origin}${page.pathname}`).toBe('https://kodeshala.example.in/desktop-sign-in');
    const { link, challenge, code } = answerFor(opened[0]!);
    const answer = signIn.receive(link);
    expect(answer).toEqual({ owner: 7, code, verifier: expect.any(String) });
    expect(createHash('sha256').update(answer!.verifier).digest('base64url')).toBe(challenge);
    expect(page.href).not.toContain(answer!.verifier);
    expect(() => signIn.receive(link)).toThrow(BrowserSignInRefusal);
  });

  it('refuses an answer with another state, or with none started', async () => {
    const { signIn, opened } = setUp();
    expect(() => signIn.receive('kodeshala://signed-in?code=abc&state=aaaaaaaaaaaaaaaaaaaaaaaa')).toThrow(BrowserSignInRefusal);
    await signIn.start(1);
    expect(() => signIn.receive('kodeshala://signed-in?code=abc&state=bbbbbbbbbbbbbbbbbbbbbbbb')).toThrow(BrowserSignInRefusal);
    // A refused link does not end the attempt a stranger guessed at; the real answer still lands.
    expect(signIn.receive(answerFor(opened[0]!).link)).toBeDefined();
  });

  it('refuses an answer after ten minutes, and only the latest attempt counts', async () => {
    const { signIn, opened, advance } = setUp();
    await signIn.start(1);
    await signIn.start(1);
    expect(() => signIn.receive(answerFor(opened[0]!).link)).toThrow(BrowserSignInRefusal);
    advance(10 * 60 * 1000 + 1);
    expect(() => signIn.receive(answerFor(opened[1]!).link)).toThrow('took too long');
  });

  it('leaves other kodeshala:// links to the deep links, and needs a platform to start', async () => {
    const { signIn } = setUp();
    expect(signIn.receive('kodeshala://lesson/html-basics/intro')).toBeUndefined();
    expect(signIn.receive('not a link')).toBeUndefined();
    await expect(setUp(null).signIn.start(1)).rejects.toThrow('not connected');
  });
});
