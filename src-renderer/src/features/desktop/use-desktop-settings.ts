import type { DesktopSettingsChange, DesktopSettingsView } from '@shared/desktop-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { desktopBridge } from '../../platform/platform';

const settingsKey = ['desktop', 'settings'] as const;

/** The desktop app's settings as main keeps them; never asked in a browser. */
export function useDesktopSettings() {
  const settings = desktopBridge()?.settings;
  return useQuery({
    queryKey: settingsKey,
    queryFn: (): Promise<DesktopSettingsView> => {
      if (!settings) throw new Error('not the desktop app');
      return settings.get();
    },
    enabled: settings !== undefined,
    staleTime: Infinity,
    retry: false,
  });
}

/**
 * Keeps a change. A new connection restarts the app's own server on the same origin, so the page
 * loads again afterwards: every screen then asks the server it now is (synced or alone).
 */
export function useChangeDesktopSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change: DesktopSettingsChange): Promise<DesktopSettingsView> => {
      const settings = desktopBridge()?.settings;
      if (!settings) throw new Error('not the desktop app');
      return settings.change(change);
    },
    onSuccess: (view, change) => {
      client.setQueryData(settingsKey, view);
      if (change.connection !== undefined) window.location.reload();
    },
  });
}
