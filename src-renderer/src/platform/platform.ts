import type { KodeshalaBridge } from '@shared/bridge';

declare global {
  interface Window {
    kodeshala?: KodeshalaBridge;
  }
}

/** The desktop bridge when running inside the Electron app; undefined in a browser. */
export function desktopBridge(): KodeshalaBridge | undefined {
  return typeof window === 'undefined' ? undefined : window.kodeshala;
}

export function isDesktop(): boolean {
  return desktopBridge() !== undefined;
}
