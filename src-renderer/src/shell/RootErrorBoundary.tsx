import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ApiError } from '../api/api-error';
import { ApiErrorFallback, apiErrorRetriesKey } from '../core/errors/ApiErrorFallback';
import { isStaleModuleError, reloadOnceForStaleModule } from '../core/global-errors';
import { useServerText } from '../core/i18n';
import { useShellTexts } from '../core/shell-texts';


function messageOf(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * The top-level boundary of product.md §1.8 ('Something went wrong.', the message and Reload Page);
 * a failed API call gets the API error boundary of product.md §2.8 instead.
 */
export function RootErrorBoundary() {
  const error = useRouteError();
  const message = messageOf(error);
  const t = useShellTexts();
  const serverText = useServerText();
  // A lazy screen from an older release lands here rather than in the window's error event.
  useEffect(() => {
    if (isStaleModuleError(message)) reloadOnceForStaleModule();
  }, [message]);

  if (error instanceof ApiError) {
    const retries = Number(sessionStorage.getItem(apiErrorRetriesKey) ?? 0);
    const retry = () => {
      sessionStorage.setItem(apiErrorRetriesKey, String(retries + 1));
      window.location.reload();
    };
    return <ApiErrorFallback error={error} retries={retries} onRetry={retry} />;
  }
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <Title order={2}>{t('somethingWentWrong')}</Title>
        <Text c="dimmed">{serverText(message)}</Text>
        <Button onClick={() => window.location.reload()}>{t('reloadPage')}</Button>
      </Stack>
    </Center>
  );
}
