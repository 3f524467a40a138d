import { describe, expect, it } from 'vitest';
import { chooseDesktopMode } from './desktop-mode';

describe('chooseDesktopMode', () => {
  it('runs standalone when no server is configured', () => {
    expect(chooseDesktopMode({})).toEqual({ kind: 'standalone' });
    expect(chooseDesktopMode({ KODESHALA_SERVER_URL: '  ' })).toEqual({ kind: 'standalone' });
  });

  it('uses the origin of a configured server', () => {
    expect(chooseDesktopMode({ KODESHALA_SERVER_URL: 'https://learn.kodeshala.in/some/path' })).toEqual({
      kind: 'remote',
      serverUrl: 'https://learn.kodeshala.in',
    });
  });

  it('refuses a server address that is not http or https', () => {
    expect(() => chooseDesktopMode({ KODESHALA_SERVER_URL: 'file:///tmp' })).toThrow('KODESHALA_SERVER_URL');
  });
});
