import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../auth/auth-context';
import { isForbidden } from '../forbidden-retry';

/** Signs the learner out and opens /login with the way back here (product.md §2.2 Log Out, §4 the 403 rule). */
export function useSignOutToLogin(): () => Promise<void> {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(async () => {
    // The guard of this screen sends the person to the same login page, whichever navigation lands first.
    await signOut('sign-in-again');
    navigate(`/login?returnTo=${encodeURIComponent(pathname + search)}`, { replace: true });
  }, [signOut, navigate, pathname, search]);
}

/** product.md §2.4: a 403 that survived its two retries (and is not the premium lock) ends the session. */
export function useForbiddenSignOut(error: unknown): void {
  const signOutToLogin = useSignOutToLogin();
  const forbidden = isForbidden(error);
  useEffect(() => {
    if (forbidden) void signOutToLogin();
  }, [forbidden, signOutToLogin]);
}
