import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SettingsStore } from './settings';
import { type SafeStorage, tokenEncryptionKey } from './token-key';

const dirs: string[] = [];
function settingsFile(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-token-key-'));
  dirs.push(dir);
  return path.join(dir, 'settings.json');
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A keyring that really encrypts (AES-256-GCM under its own secret), as safeStorage does with the OS's. */
function keyring(options: { available?: boolean; backend?: string } = {}): SafeStorage {
  const secret = randomBytes(32);
  return {
    isEncryptionAvailable: () => options.available ?? true,
    getSelectedStorageBackend: () => options.backend ?? 'gnome_libsecret',
    encryptString: (plain) => {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', secret, nonce);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([nonce, cipher.getAuthTag(), data]);
    },
    decryptString: (sealed) => {
      const decipher = createDecipheriv('aes-256-gcm', secret, sealed.subarray(0, 12));
      decipher.setAuthTag(sealed.subarray(12, 28));
      return Buffer.concat([decipher.update(sealed.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}

describe('tokenEncryptionKey', () => {
  it('makes a 32-byte key once and keeps it only sealed by the keyring', () => {
    const file = settingsFile();
    const storage = keyring();
    const first = tokenEncryptionKey(new SettingsStore(file), storage, 'linux');
    if (first.kind !== 'sealed') throw new Error('expected a key');
    expect(Buffer.from(first.key, 'base64')).toHaveLength(32);
    // The settings file holds the sealed key, never the key.
    const written = fs.readFileSync(file, 'utf8');
    expect(written).not.toContain(first.key);
    expect(written).not.toContain(Buffer.from(first.key, 'base64').toString('hex'));
    expect(new SettingsStore(file).read().sealedTokenKey).toBeDefined();
    // The next start reads the same key back.
    expect(tokenEncryptionKey(new SettingsStore(file), storage, 'linux')).toEqual(first);
  });

  it('makes a new key when the keyring can no longer open the kept one', () => {
    const file = settingsFile();
    const first = tokenEncryptionKey(new SettingsStore(file), keyring(), 'darwin');
    const second = tokenEncryptionKey(new SettingsStore(file), keyring(), 'darwin');
    expect(second.kind).toBe('sealed');
    expect(second).not.toEqual(first);
  });

  it('has no key without a keyring, or with Linux’s fixed-password fallback, and keeps the sealed key for later', () => {
    const file = settingsFile();
    const storage = keyring();
    const kept = tokenEncryptionKey(new SettingsStore(file), storage, 'linux');
    const sealed = new SettingsStore(file).read().sealedTokenKey;
    expect(tokenEncryptionKey(new SettingsStore(file), { ...storage, isEncryptionAvailable: () => false }, 'linux')).toEqual({ kind: 'no-keyring' });
    expect(tokenEncryptionKey(new SettingsStore(file), { ...storage, getSelectedStorageBackend: () => 'basic_text' }, 'linux')).toEqual({ kind: 'no-keyring' });
    expect(new SettingsStore(file).read().sealedTokenKey).toBe(sealed);
    // The keyring is back: the same key, so the tokens sealed with it still open.
    expect(tokenEncryptionKey(new SettingsStore(file), storage, 'linux')).toEqual(kept);
  });
});
