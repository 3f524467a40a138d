import { MantineProvider } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthProvider } from '../features/auth/AuthProvider';
import { defaultNotificationMs } from '../core/notifications/notify';
import { readableColors } from '../core/readable-colors';
import bottomBar from '../core/layout/bottom-bar.module.css';
import { theme } from '../core/theme';

/** The providers every screen reads, around the router: the browser's, or the prerenderer's static one. */
export function App({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={readableColors} defaultColorScheme="auto">
      <Toasts />
      <QueryClientProvider client={queryClient}>
        <AuthProvider>{children}</AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

/**
 * Bottom right keeps toasts off the header's menu and sign-in button. On a phone, where each toast
 * is as wide as the screen, at most two stack, and they stay under dialogs (z-index 200) though
 * above the reminder bar (190), so a checkout's Cancel or a form in a dialog is never hidden.
 */
function Toasts() {
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  return (
    <Notifications
      position="bottom-right"
      autoClose={defaultNotificationMs}
      limit={phone ? 2 : 4}
      zIndex={phone ? 195 : 400}
      classNames={{ root: bottomBar.notifications }}
    />
  );
}
