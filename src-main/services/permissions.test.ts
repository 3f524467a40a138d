import { describe, expect, it } from 'vitest';
import { allowPermission } from './permissions';

const app = 'http://127.0.0.1:41234';

describe('allowPermission', () => {
  it('denies by default', () => {
    for (const permission of ['media', 'geolocation', 'notifications', 'midiSysex', 'openExternal', 'clipboard-read', 'unknown']) {
      expect(allowPermission(permission, `${app}/playground`, app), permission).toBe(false);
    }
  });

  it('lets only our own pages write the clipboard', () => {
    expect(allowPermission('clipboard-sanitized-write', `${app}/hackathon/dashboard`, app)).toBe(true);
    expect(allowPermission('clipboard-sanitized-write', 'https://www.youtube-nocookie.com/embed/x', app)).toBe(false);
    expect(allowPermission('clipboard-sanitized-write', '', app)).toBe(false);
  });
});
