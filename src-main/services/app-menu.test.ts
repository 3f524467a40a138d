import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import { menuTemplate } from './app-menu';

const flatten = (items: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] =>
  items.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? flatten(item.submenu) : [])]);

describe('menuTemplate', () => {
  it('ships no developer tools or reload in a packaged build, on any platform', () => {
    for (const mac of [true, false]) {
      const roles = flatten(menuTemplate({ packaged: true, mac, checkForUpdates: () => undefined })).map((item) => item.role);
      expect(roles).not.toContain('toggleDevTools');
      expect(roles).not.toContain('forceReload');
      expect(roles).not.toContain('reload');
    }
  });

  it('keeps the developer tools while developing', () => {
    const roles = flatten(menuTemplate({ packaged: false, mac: false, checkForUpdates: () => undefined })).map((item) => item.role);
    expect(roles).toContain('toggleDevTools');
  });

  it('offers Check for Updates, which asks the updater', () => {
    for (const mac of [true, false]) {
      let asked = 0;
      const item = flatten(menuTemplate({ packaged: true, mac, checkForUpdates: () => asked++ })).find((entry) => entry.label === 'Check for Updates…');
      const click = item?.click as (() => void) | undefined;
      click?.();
      expect(asked).toBe(1);
    }
  });
});
