import type { Me } from '@shared/api/profile';

/** A signed-in learner as `/api/me` describes one, for the renderer's tests; `changes` set what a test needs. */
export function sampleMe(changes: Partial<Me> = {}): Me {
  return {
    uid: 'u1',
    email: 'learner@example.com',
    displayName: 'Learner',
    photoURL: null,
    emailVerified: true,
    creationTime: '2026-01-01T00:00:00.000Z',
    lastSignInTime: null,
    isNewUser: false,
    phoneNumber: null,
    roles: ['learner'],
    providers: ['password'],
    handle: 'learner',
    bio: '',
    socialLinks: { github: '', linkedin: '', twitter: '' },
    profileVisibility: 'private',
    timeZone: 'Asia/Kolkata',
    language: 'en',
    ...changes,
  };
}
