import { describe, expect, it } from 'vitest';
import { chooseRunner, placeLanguage } from './placement';

describe('where a language runs', () => {
  it('lists an installed toolchain as here, a missing one as the platform’s when signed in to one, else as an install', () => {
    expect(placeLanguage(true, 'standalone')).toBe('here');
    expect(placeLanguage(false, 'standalone')).toBe('install');
    expect(placeLanguage(false, 'sync')).toBe('platform');
    expect(placeLanguage(true, 'sync')).toBe('here');
    expect(placeLanguage(false, 'server')).toBe('here');
  });

  it('sends a run to the platform while it answers, to this computer’s toolchain when it does not', () => {
    expect(chooseRunner('sync', true, true)).toBe('platform');
    expect(chooseRunner('sync', true, false)).toBe('platform');
    expect(chooseRunner('sync', false, true)).toBe('local');
    expect(chooseRunner('sync', false, false)).toBe('none');
    expect(chooseRunner('standalone', false, true)).toBe('local');
    expect(chooseRunner('standalone', true, false)).toBe('none');
  });
});
