import type { AuthProviders } from '@shared/api/auth';
import { getApps, initializeApp } from 'firebase/app';
import { connectAuthEmulator, inMemoryPersistence, initializeAuth, signInWithEmailAndPassword, signOut, type Auth } from 'firebase/auth';

/**
 * The Firebase web SDK, loaded only by FirebaseSignIn's dynamic import when the server publishes
 * Firebase settings, so no other screen's bundle carries it (checked by
 * tests/config/firebase-chunk.test.ts).
 */
export type FirebaseSettings = NonNullable<AuthProviders['firebase']>;

const appName = 'kodeshala-sign-in';
let auth: Auth | undefined;

function authFor(settings: FirebaseSettings): Auth {
  if (auth) return auth;
  const { apiKey, authDomain, projectId, appId } = settings;
  const app = getApps().find((existing) => existing.name === appName) ?? initializeApp({ apiKey, authDomain, projectId, appId }, appName);
  // Our own session is the one that counts: Firebase keeps nothing in this browser.
  auth = initializeAuth(app, { persistence: inMemoryPersistence });
  if (settings.emulatorUrl) connectAuthEmulator(auth, settings.emulatorUrl, { disableWarnings: true });
  return auth;
}

/** Signs in to Firebase with e-mail and password and answers the ID token our server exchanges. */
export async function firebaseIdToken(settings: FirebaseSettings, email: string, password: string): Promise<string> {
  const firebaseAuth = authFor(settings);
  const { user } = await signInWithEmailAndPassword(firebaseAuth, email, password);
  try {
    return await user.getIdToken();
  } finally {
    await signOut(firebaseAuth);
  }
}
