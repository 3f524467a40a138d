import { AppShell } from '@mantine/core';
import { Outlet, ScrollRestoration } from 'react-router';
import { lazy, Suspense, useEffect } from 'react';
import { SubscriptionBanner } from '../../features/payments/SubscriptionBanner';
import { apiErrorRetriesKey } from '../errors/ApiErrorFallback';
import { useLoginPrompt } from '../prompts/use-login-prompt';
import { useSignedOutHackathonNotice } from '../prompts/use-signed-out-hackathon-notice';
import { Footer } from './Footer';
import { Header } from './Header';

// The tutor's button comes in its own small chunk after the page, so no route's first load pays for it.
const TutorLauncher = lazy(() => import('../../features/tutor/TutorLauncher').then((m) => ({ default: m.TutorLauncher })));

export function ShellLayout() {
  useLoginPrompt();
  useSignedOutHackathonNotice();
  // The page rendered, so the last API failure is over and its retry count starts again.
  useEffect(() => sessionStorage.removeItem(apiErrorRetriesKey), []);
  return (
    <AppShell header={{ height: 64 }} padding={0}>
      <AppShell.Header>
        <Header />
      </AppShell.Header>
      <AppShell.Main>
        <SubscriptionBanner />
        <Outlet />
      </AppShell.Main>
      <Footer />
      <Suspense fallback={null}>
        <TutorLauncher />
      </Suspense>
      <ScrollRestoration />
    </AppShell>
  );
}
