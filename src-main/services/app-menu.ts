import type { MenuItemConstructorOptions } from 'electron';

export interface MenuOptions {
  /** A packaged (production) build: no developer tools, no reload. */
  packaged: boolean;
  mac: boolean;
  checkForUpdates(): void;
}

/**
 * The application menu. Electron's default menu carries Toggle Developer Tools and Force Reload;
 * in a packaged build those would hand anyone at the keyboard a console inside the app's origin,
 * so they exist only in development.
 */
export function menuTemplate({ packaged, mac, checkForUpdates }: MenuOptions): MenuItemConstructorOptions[] {
  const developer: MenuItemConstructorOptions[] = packaged ? [] : [{ type: 'separator' }, { role: 'reload' }, { role: 'forceReload' }, { role: 'toggleDevTools' }];
  const updates: MenuItemConstructorOptions = { label: 'Check for Updates…', click: checkForUpdates };
  return [
    ...(mac ? [{ role: 'appMenu' as const, submenu: [{ role: 'about' as const }, updates, { type: 'separator' as const }, { role: 'hide' as const }, { role: 'quit' as const }] }] : []),
    { role: 'fileMenu', submenu: mac ? [{ role: 'close' }] : [updates, { type: 'separator' }, { role: 'quit' }] },
    { role: 'editMenu' },
    { label: 'View', submenu: [{ role: 'resetZoom' }, { role: 'zoomIn' }, { role: 'zoomOut' }, { type: 'separator' }, { role: 'togglefullscreen' }, ...developer] },
    { role: 'windowMenu' },
  ];
}
