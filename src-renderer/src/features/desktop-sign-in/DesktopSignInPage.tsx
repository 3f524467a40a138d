import { Alert, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { desktopSignInQuery, desktopSignInReturn } from '@shared/api/desktop-sign-in';
import { desktopSignInRoutes } from '@shared/api/routes/desktop-sign-in';
import { IconAlertTriangle, IconDeviceDesktop } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../../api/client';
import { useServerText } from '../../core/i18n';
import { useAuth } from '../auth/auth-context';
import { useDesktopSignInTexts } from './desktop-sign-in-texts';

/**
 * The page the desktop app opens in the system browser (src-shared/api/desktop-sign-in.ts): the
 * browser's signed-in learner allows the app, the page asks for a one-time code bound to the app's
 * challenge and hands it back through the app's kodeshala:// link. Nothing happens without the click.
 */
export function DesktopSignInPage() {
  const t = useDesktopSignInTexts();
  const serverText = useServerText();
  const { user } = useAuth();
  const [params] = useSearchParams();
  const request = desktopSignInQuery.safeParse(Object.fromEntries(params));
  const [outcome, setOutcome] = useState<'asking' | 'done' | 'cancelled'>('asking');
  const allow = useMutation({
    mutationFn: (challenge: string) => api(desktopSignInRoutes.code, { body: { challenge } }),
    onSuccess: ({ code }) => {
      if (!request.success) return;
      setOutcome('done');
      const back = new URL(desktopSignInReturn);
      back.searchParams.set('code', code);
      back.searchParams.set('state', request.data.state);
      window.location.assign(back.href);
    },
  });

  const body = () => {
    if (!request.success) {
      return (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('badLinkTitle')}>
          {t('badLinkBody')}
        </Alert>
      );
    }
    if (outcome === 'done') {
      return (
        <Alert color="teal" title={t('doneTitle')} data-testid="desktop-sign-in-done">
          {t('doneBody')}
        </Alert>
      );
    }
    if (outcome === 'cancelled') {
      return <Alert title={t('cancelledTitle')}>{t('cancelledBody')}</Alert>;
    }
    return (
      <Stack gap="md">
        <Text>{t('askAllow', { email: user?.email ?? '' })}</Text>
        <Text c="dimmed" fz="sm">
          {t('askOnlyYours')}
        </Text>
        {allow.isError && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
            {t('failed', { message: serverText(allow.error) })}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setOutcome('cancelled')} disabled={allow.isPending}>
            {t('cancel')}
          </Button>
          <Button onClick={() => allow.mutate(request.data.challenge)} loading={allow.isPending}>
            {t('allow')}
          </Button>
        </Group>
      </Stack>
    );
  };

  return (
    <Container size={520} py={{ base: 'lg', sm: 60 }} px="md">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Group gap="sm" wrap="nowrap">
            <IconDeviceDesktop size={28} aria-hidden />
            <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
              {t('pageTitle')}
            </Title>
          </Group>
          {body()}
        </Stack>
      </Paper>
    </Container>
  );
}
