import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthProvider } from '../features/auth/AuthProvider';
import { defaultNotificationMs } from './notifications/notify';
import { readableColors } from './readable-colors';
import bottomBar from './shell/bottom-bar.module.css';
import { theme } from './theme';

/** The providers every screen reads, around the router: the browser's, or the prerenderer's static one. */
export function App({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={readableColors} defaultColorScheme="auto">
      {/* Bottom right keeps toasts off the header's menu and sign-in button. */}
      <Notifications position="bottom-right" autoClose={defaultNotificationMs} limit={4} zIndex={400} classNames={{ root: bottomBar.notifications }} />
      <QueryClientProvider client={queryClient}>
        <AuthProvider>{children}</AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
