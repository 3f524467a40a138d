import { describe, expect, it } from 'vitest';
import { chooseDesktopMode } from './desktop-mode';

describe('chooseDesktopMode', () => {
  it('runs standalone before the first-run choice and when the learner chose this computer only', () => {
    expect(chooseDesktopMode({})).toEqual({ kind: 'standalone' });
    expect(chooseDesktopMode({ KODESHALA_SERVER_URL: '  ' }, {})).toEqual({ kind: 'standalone' });
    expect(chooseDesktopMode({}, { connection: { kind: 'offline' } })).toEqual({ kind: 'standalone' });
  });

  it('syncs with the platform the learner chose', () => {
    expect(chooseDesktopMode({}, { connection: { kind: 'platform', address: 'https://college.example' } })).toEqual({ kind: 'remote', serverUrl: 'https://college.example' });
  });

  it('lets KODESHALA_SERVER_URL override the settings, as its origin', () => {
    expect(chooseDesktopMode({ KODESHALA_SERVER_URL: 'https://learn.kodeshala.in/some/path' }, { connection: { kind: 'offline' } })).toEqual({
      kind: 'remote',
      serverUrl: 'https://learn.kodeshala.in',
    });
  });

  it('refuses a server address that is not http or https', () => {
    expect(() => chooseDesktopMode({ KODESHALA_SERVER_URL: 'file:///tmp' })).toThrow('KODESHALA_SERVER_URL');
  });
});
