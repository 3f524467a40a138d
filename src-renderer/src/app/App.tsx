import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { queryClient } from '../api/query-client';
import { AuthProvider } from '../features/auth/AuthProvider';
import { defaultNotificationMs } from './notifications/notify';
import { readableColors } from './readable-colors';
import { router } from './routes';
import bottomBar from './shell/bottom-bar.module.css';
import { theme } from './theme';

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={readableColors} defaultColorScheme="auto">
      {/* Bottom right keeps toasts off the header's menu and sign-in button. */}
      <Notifications position="bottom-right" autoClose={defaultNotificationMs} limit={4} zIndex={400} classNames={{ root: bottomBar.notifications }} />
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
