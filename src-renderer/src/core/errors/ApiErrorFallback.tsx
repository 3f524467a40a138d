import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCloudOff, IconLock, IconServerOff, IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useServerText } from '../i18n';
import { type ShellKey, useShellTexts } from '../shell-texts';
import { categorizeApiError } from './api-error-category';

/** Retries of the current failure; the shell clears it once a page renders. */
export const apiErrorRetriesKey = 'api-error-retries';

const icons = { network: IconCloudOff, server: IconServerOff, auth: IconLock, other: IconAlertCircle } as const;

const words: Record<keyof typeof icons, { title: ShellKey; message: ShellKey }> = {
  network: { title: 'networkTitle', message: 'networkMessage' },
  server: { title: 'serverTitle', message: 'serverMessage' },
  auth: { title: 'authTitle', message: 'authMessage' },
  other: { title: 'otherTitle', message: 'otherMessage' },
};

/** The API error boundary's face: the category, a way to retry (with the count so far), and sign-in when that is the problem. */
export function ApiErrorFallback({ error, retries, onRetry }: { error: unknown; retries: number; onRetry: () => void }) {
  const category = categorizeApiError(error);
  const Icon = icons[category.kind];
  const t = useShellTexts();
  const serverText = useServerText();
  // Only 'other' carries the server's own words, which say more than the category does.
  const message = category.kind === 'other' && category.message !== 'Please try again.' ? serverText(category.message) : t(words[category.kind].message);
  return (
    <Stack align="center" ta="center" gap="sm" py="xl" maw={480} mx="auto" role="alert">
      <Icon size={40} color="var(--mantine-color-dimmed)" />
      <Title order={2}>{t(words[category.kind].title)}</Title>
      <Text c="dimmed">{message}</Text>
      <Group>
        <Button onClick={onRetry}>{t('tryAgain')}</Button>
        {category.kind === 'auth' && (
          <Button component={Link} to={`/login?returnTo=${encodeURIComponent(window.location.pathname)}`} variant="default">
            {t('signIn')}
          </Button>
        )}
      </Group>
      {retries > 0 && (
        <Text fz="xs" c="dimmed">
          {retries === 1 ? t('triedOnce') : t('triedTimes', { times: retries })}
        </Text>
      )}
    </Stack>
  );
}
