import type { ErrorCode } from '../errors';
import { defineMessages } from '../i18n/messages';

/** The exact texts of product.md §1.5 and §8 for the login form and sign-in failures. */
export const authMessageTable = defineMessages('auth', {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters long',
  passwordTooLong: 'Password must be at most 128 characters long',
  userNotFound: 'No account found with this email address.',
  wrongPassword: 'Incorrect password. Please try again.',
  emailInUse: 'An account with this email already exists.',
  weakPassword: 'Password is too weak. Please choose a stronger password.',
  invalidEmail: 'Please enter a valid email address.',
  tooManyRequests: 'Too many failed attempts. Please try again later.',
  otherError: 'An error occurred. Please try again.',
  googleTimeout: 'Authentication timed out. Please try again.',
  githubTimeout: 'GitHub authentication timed out. Please try again.',
  differentCredential: 'An account with this email already exists. Try signing in with a different method.',
  githubConnectFromProfile: 'An account with this email already exists. Sign in the way you did before, then connect GitHub from your profile.',
  githubLinkedElsewhere: 'This GitHub account is already connected to another Kodeshala account.',
  githubOnlySignIn: 'GitHub is the only way you sign in to this account, so it cannot be disconnected.',
  redirectFailed: 'Authentication failed. Please try again.',
  signOutFailed: 'There was an issue signing out. Please try again.',
  signInCancelled: 'Sign-in Cancelled',
  loadingAuth: 'Loading authentication...',
  sessionExpired: 'Your session has ended. Please sign in again.',
  // Changing the password from the profile (product.md §1.5, §1.8).
  currentPasswordRequired: 'Enter your current password',
  currentPasswordWrong: 'Your current password is not correct. Your password was not changed.',
  samePassword: 'Choose a new password that is different from your current one',
  confirmPasswordDiffers: 'The two new passwords do not match',
  noPasswordToChange: 'This account signs in with Google or GitHub and has no password to change.',
  passwordChanged: 'Your password has been changed. You have been signed out on your other devices.',
  // Any route's refusals before it runs (src-server/http/access.ts), and the screens' own
  // sign-in requests (product.md §1.8, §2.8), which the login page also shows as its reason.
  signInToContinue: 'Please sign in to continue.',
  viewCourses: 'Please log in to view courses.',
  viewAssignments: 'Please log in to view assignments.',
  viewProfile: 'Please log in to view your profile',
  checkResume: 'Please login to check your resume.',
  adminOnly: 'Access denied. Admin privileges required.',
  organiserOnly: 'Access denied. Organiser privileges required.',
  // Connecting a provider to a signed-in account.
  accountGone: 'User not found',
  /** A valid sign-in whose account was deleted since. */
  accountDeleted: 'This account no longer exists.',
  // A provider that answered without a person we can sign in (the popup's outcome, found by its English).
  providerNoEmail: 'The provider did not share an e-mail address.',
  githubNoVerifiedEmail: 'Your GitHub account has no verified e-mail address.',
  githubUnexpected: 'GitHub answered in a way Kodeshala did not expect. Please try again.',
  githubNotConfigured: 'GitHub sign-in is not set up on this server.',
  googleNotConfigured: 'Google sign-in is not set up on this server.',
  desktopLinkExpired: 'This sign-in link has expired or was already used. Start again from the Kodeshala app.',
  desktopNotFromApp: 'This sign-in request did not come from the Kodeshala app. Start again from the app.',
});

/** The sign-in texts in English, by key. */
export const authMessages = authMessageTable.en;

/** The message a person sees for a sign-in failure code. */
export function authErrorMessage(code: ErrorCode | string, fallback?: string): string {
  switch (code) {
    case 'auth/user-not-found':
      return authMessages.userNotFound;
    case 'auth/wrong-password':
      return authMessages.wrongPassword;
    case 'auth/email-already-in-use':
      return authMessages.emailInUse;
    case 'auth/weak-password':
      return authMessages.weakPassword;
    case 'auth/invalid-email':
      return authMessages.invalidEmail;
    case 'auth/too-many-requests':
      return authMessages.tooManyRequests;
    case 'auth/account-exists-with-different-credential':
      return authMessages.differentCredential;
    case 'auth/provider-linked-elsewhere':
      return authMessages.githubLinkedElsewhere;
    case 'auth/last-sign-in-method':
      return authMessages.githubOnlySignIn;
    default:
      return fallback || authMessages.otherError;
  }
}
