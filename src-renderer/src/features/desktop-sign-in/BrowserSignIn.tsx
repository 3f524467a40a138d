import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconWorld } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ApiError } from '../../api/api-error';
import { useServerText } from '../../core/i18n';
import { bridgeErrorText } from '../../platform/bridge-error';
import { desktopBridge } from '../../platform/platform';
import { useAuth } from '../auth/auth-context';
import { useDesktopSettings } from '../desktop/use-desktop-settings';
import { useDesktopSignInTexts } from './desktop-sign-in-texts';

/**
 * The desktop app's sign-in through the system browser, above the sign-in form when the app is
 * connected to a platform: main opens the platform's page, and the browser's answer comes back
 * through main to this screen, which trades it for a session.
 */
export function BrowserSignIn() {
  const t = useDesktopSignInTexts();
  const serverText = useServerText();
  const { exchangeDesktopCode } = useAuth();
  const signIn = desktopBridge()?.signIn;
  const settings = useDesktopSettings();
  const [waiting, setWaiting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!signIn) return;
    return signIn.onAnswer((answer) => {
      setWaiting(false);
      if (!answer.ok) return setError(answer.message);
      exchangeDesktopCode(answer.code, answer.verifier).catch((failure: unknown) =>
        setError(failure instanceof ApiError ? failure.message : bridgeErrorText(failure)),
      );
    });
  }, [signIn, exchangeDesktopCode]);

  if (!signIn || settings.data?.connection?.kind !== 'platform') return null;

  const start = () => {
    setError(null);
    setWaiting(true);
    signIn.withBrowser().catch((failure: unknown) => {
      setWaiting(false);
      setError(t('startFailed', { message: bridgeErrorText(failure) }));
    });
  };

  return (
    <Stack gap="xs">
      <Button size="md" leftSection={<IconWorld size={18} />} onClick={start} loading={waiting} data-testid="browser-sign-in">
        {t('withBrowser')}
      </Button>
      <Text fz="xs" c="dimmed" ta="center" aria-live="polite">
        {waiting ? t('waiting') : t('withBrowserHint')}
      </Text>
      {error && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {serverText(error)}
        </Alert>
      )}
    </Stack>
  );
}
