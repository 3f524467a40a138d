import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../../features/auth/auth-context';
import { AuthLoading } from '../../core/guards/AuthLoading';

/**
 * product.md §3.2.1: a guarded route shows 'Loading authentication...' while the check runs, then sends
 * a visitor to /login with the way back. Someone who signs out while on a guarded screen goes home
 * instead: a login page that would bring them straight back here reads as "sign-out failed". Only a
 * sign-out meant to sign in again here (the reader's Log Out, and its sign-out after a course
 * refused three times) takes the way back.
 */
export function RequireAuth() {
  const { user, loading, signOutReason } = useAuth();
  const { pathname, search, hash } = useLocation();
  const [hadUser, setHadUser] = useState(false);
  if (user && !hadUser) setHadUser(true);

  if (user) return <Outlet />;
  if (loading) return <AuthLoading />;
  if (hadUser && signOutReason === 'signed-out') return <Navigate to="/" replace />;
  const returnTo = encodeURIComponent(`${pathname}${search}${hash}`);
  return <Navigate to={`/login?returnTo=${returnTo}`} replace />;
}
