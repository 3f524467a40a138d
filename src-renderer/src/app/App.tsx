import { MantineProvider, mergeThemeOverrides, Notification } from '@mantine/core';
import { useMemo } from 'react';
import { Notifications } from '@mantine/notifications';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { RouterProvider } from 'react-router';
import { queryClient } from '../api/query-client';
import { persistOptions, refreshRestoredQueries } from '../api/query-persistence';
import { AuthProvider } from '../features/auth/AuthProvider';
import { defaultNotificationMs } from './notifications/notify';
import { router } from './routes';
import { useShellTexts } from './shell-texts';
import { cssVariablesResolver, theme } from './theme';

export function App() {
  const closeLabel = useShellTexts()('closeNotification');
  // Every toast's close button named in the interface's language (an icon alone says nothing to a screen reader).
  const themed = useMemo(
    () => mergeThemeOverrides(theme, { components: { Notification: Notification.extend({ defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } }) } }),
    [closeLabel],
  );
  return (
    <MantineProvider theme={themed} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      {/* Bottom right keeps toasts off the header's menu and sign-in button. */}
      <Notifications
        position="bottom-right"
        autoClose={defaultNotificationMs}
        limit={4}
        zIndex={400}
      />
      <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions} onSuccess={refreshRestoredQueries}>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </PersistQueryClientProvider>
    </MantineProvider>
  );
}
