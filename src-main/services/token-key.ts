import { randomBytes } from 'node:crypto';
import type { SettingsStore } from './settings';

/**
 * Electron's safeStorage as this service uses it (the seam: tests give one that really encrypts).
 * On Linux, `basic_text` is safeStorage's fallback without a keyring: a password written in
 * Chromium's source, which protects nothing, so it counts as no keyring.
 */
export interface SafeStorage {
  isEncryptionAvailable(): boolean;
  encryptString(plain: string): Buffer;
  decryptString(sealed: Buffer): string;
  getSelectedStorageBackend?(): string;
}

/** The key the app's server seals the platform's tokens with, or why there is none. */
export type TokenKey = { kind: 'sealed'; key: string } | { kind: 'no-keyring' };

const keyBytes = 32;

function keyringAvailable(safeStorage: SafeStorage, platform: NodeJS.Platform): boolean {
  if (!safeStorage.isEncryptionAvailable()) return false;
  return !(platform === 'linux' && safeStorage.getSelectedStorageBackend?.() === 'basic_text');
}

function unseal(safeStorage: SafeStorage, sealed: string): string | undefined {
  try {
    const key = safeStorage.decryptString(Buffer.from(sealed, 'base64'));
    return Buffer.from(key, 'base64').length === keyBytes ? key : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The tokens' key (32 bytes, base64), made once and kept in the settings sealed by the operating
 * system's keyring, so the settings file alone does not give it away. Without a keyring there is
 * no key: the app keeps working and its server keeps the tokens as they are (App settings says
 * so); a key kept earlier is left in place for when the keyring is back. A key the keyring can
 * no longer open (a reset keyring, another user) is replaced; the server then asks the learner
 * to sign in to the platform again.
 */
export function tokenEncryptionKey(store: SettingsStore, safeStorage: SafeStorage, platform: NodeJS.Platform = process.platform): TokenKey {
  if (!keyringAvailable(safeStorage, platform)) return { kind: 'no-keyring' };
  const kept = store.read().sealedTokenKey;
  const opened = kept === undefined ? undefined : unseal(safeStorage, kept);
  if (opened !== undefined) return { kind: 'sealed', key: opened };
  const key = randomBytes(keyBytes).toString('base64');
  store.update({ sealedTokenKey: safeStorage.encryptString(key).toString('base64') });
  return { kind: 'sealed', key };
}
