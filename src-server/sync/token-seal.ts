import { syncMessageTable } from '@shared/sync/messages';
import { decryptToken, encryptToken } from '../auth/oauth/token-crypto';

/**
 * How the desktop's embedded server keeps the platform's access tokens in `sync_users`: sealed
 * with AES-256-GCM under the key the desktop app hands it (TOKEN_ENCRYPTION_KEY, itself kept
 * under the operating system's keyring by main), or as they are when it has no key.
 */
export interface TokenSeal {
  /** Whether tokens are written sealed. */
  readonly sealing: boolean;
  seal(token: string): string;
  /** The token, or `unreadable` when it was sealed under another key (or this server has none). */
  open(stored: string): string | 'unreadable';
}

/** Sealed text starts with the format's version; a platform token (a JWT) never does. */
export const isSealed = (stored: string): boolean => stored.startsWith('v1.');

export function tokenSeal(keyHex: string | undefined): TokenSeal {
  return {
    sealing: keyHex !== undefined,
    seal: (token) => (keyHex === undefined ? token : encryptToken(token, keyHex)),
    open: (stored) => {
      if (!isSealed(stored)) return stored;
      if (keyHex === undefined) return 'unreadable';
      try {
        return decryptToken(stored, keyHex);
      } catch {
        return 'unreadable';
      }
    },
  };
}

/** What the learner is told when the kept sign-in cannot be read any more. */
export const signInAgainMessage = syncMessageTable.ref('signInAgain');
