import { AppShell } from '@mantine/core';
import { Outlet, ScrollRestoration } from 'react-router';
import { lazy, Suspense, useEffect } from 'react';
import { OfflineBanner } from '../../features/desktop/OfflineBanner';
import { OfflineNotice } from '../../features/offline/OfflineNotice';
import { desktopBridge } from '../../platform/platform';
import { ClientOnly } from '../../core/ClientOnly';
import { apiErrorRetriesKey } from '../../core/errors/ApiErrorFallback';
import { ShellPrompts } from '../prompts/ShellPrompts';
import { Footer } from './Footer';
import { Header } from './Header';
import { mainContentId, SkipLink } from '../../core/layout/SkipLink';

// The tutor's button and the subscription reminder (which waits 5 s anyway) come in their own small
// chunks after the page, so no route's first load pays for them (bench/reader.ts holds the budget).
const TutorLauncher = lazy(() => import('../../features/tutor/TutorLauncher').then((m) => ({ default: m.TutorLauncher })));
const SubscriptionBanner = lazy(() => import('../../features/payments/SubscriptionBanner').then((m) => ({ default: m.SubscriptionBanner })));
// Only the desktop app has updates of its own to announce; a browser never fetches the notice.
const UpdateNotice = lazy(() => import('../../features/desktop/UpdateNotice').then((m) => ({ default: m.UpdateNotice })));
// The desktop app asks once how it should work: synced with a platform server or alone.
const FirstRunChoice = lazy(() => import('../../features/desktop/FirstRunChoice').then((m) => ({ default: m.FirstRunChoice })));
// The web edition's worker, update banners and cache debug panel (product.md §3.2.8, §3.2.9).
const WebUpdates = lazy(() => import('../../features/offline/WebUpdates').then((m) => ({ default: m.WebUpdates })));

export function ShellLayout() {
  // The page rendered, so the last API failure is over and its retry count starts again.
  useEffect(() => sessionStorage.removeItem(apiErrorRetriesKey), []);
  return (
    // The shell has no navbar or aside to slide, so it animates nothing. Mantine's AppShell marks
    // itself as resizing for its transition's duration after it mounts, and meanwhile forces the
    // duration variable, which every element inherits, to 0. With a nonzero duration, clearing
    // the mark changed that variable: a restyle of the whole tree just after the first render.
    <AppShell header={{ height: 64 }} padding={0} transitionDuration={0}>
      <ShellPrompts />
      <SkipLink />
      <AppShell.Header>
        <Header />
      </AppShell.Header>
      {/* Focusable from the skip link only; outline none, as it is a landing spot, not a control. */}
      <AppShell.Main id={mainContentId} tabIndex={-1} style={{ outline: 'none' }}>
        <OfflineBanner />
        <ClientOnly>
          <OfflineNotice />
        </ClientOnly>
        <ClientOnly>
          <Suspense fallback={null}>
            <SubscriptionBanner />
          </Suspense>
        </ClientOnly>
        <Outlet />
      </AppShell.Main>
      <Footer />
      {desktopBridge()?.settings && (
        <Suspense fallback={null}>
          <FirstRunChoice />
        </Suspense>
      )}
      {desktopBridge()?.updates && (
        <Suspense fallback={null}>
          <UpdateNotice />
        </Suspense>
      )}
      <ClientOnly>
        <Suspense fallback={null}>
          <WebUpdates />
        </Suspense>
        <Suspense fallback={null}>
          <TutorLauncher />
        </Suspense>
      </ClientOnly>
      <ScrollRestoration />
    </AppShell>
  );
}
