import { Alert, Anchor, Button, Card, Container, Group, Loader, Modal, Stack, Switch, Text, Title } from '@mantine/core';
import type { UpdateStatus } from '@shared/bridge';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { usePageMeta } from '../../core/use-page-meta';
import { desktopBridge } from '../../platform/platform';
import { type DesktopAppTranslate, useDesktopAppTexts } from './desktop-app-texts';
import { PlatformAddressForm } from './PlatformAddressForm';
import { useChangeDesktopSettings, useDesktopSettings } from './use-desktop-settings';

/** App settings (docs/desktop.md): the connection chosen at first run, and updates. Desktop only. */
export function AppSettingsPage() {
  const t = useDesktopAppTexts();
  usePageMeta({ title: t('settingsTitle'), description: t('settingsDescription'), canonicalPath: '/app-settings' });
  return (
    <Container size="sm" py="lg">
      <Stack>
        <Title order={1}>{t('settingsTitle')}</Title>
        <Text c="dimmed">{t('settingsDescription')}</Text>
        {desktopBridge()?.settings ? <Settings /> : <Text>{t('desktopOnly')}</Text>}
      </Stack>
    </Container>
  );
}

function Settings() {
  const t = useDesktopAppTexts();
  const settings = useDesktopSettings();
  const change = useChangeDesktopSettings();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  if (settings.isPending) {
    return (
      <Group>
        <Loader size="sm" />
        <Text>{t('loading')}</Text>
      </Group>
    );
  }
  if (settings.isError) {
    return (
      <Alert color="red" role="alert">
        {t('loadFailed')}
      </Alert>
    );
  }
  const { connection, betaChannel, defaultPlatformAddress, tokensAtRest } = settings.data;
  const address = connection?.kind === 'platform' ? connection.address : undefined;
  return (
    <>
      <Card withBorder padding="lg">
        <Stack>
          <Title order={2} size="h3">
            {t('connectionTitle')}
          </Title>
          <Text>{address ? t('connectedTo', { address }) : connection ? t('thisComputerOnly') : t('notChosen')}</Text>
          {address && tokensAtRest === 'plain' && (
            <Alert color="yellow" role="note">
              {t('tokensPlain')}
            </Alert>
          )}
          {change.isError && (
            <Alert color="red" role="alert">
              {t('saveFailed', { message: change.error.message })}
            </Alert>
          )}
          {change.isSuccess && change.variables.connection && <Text role="status">{t('restarting')}</Text>}
          {editing ? (
            <PlatformAddressForm
              initial={address ?? defaultPlatformAddress}
              pending={change.isPending}
              disabled={change.isPending}
              onConnect={(next) => change.mutate({ connection: { kind: 'platform', address: next } })}
            />
          ) : (
            <Group>
              <Button variant="light" onClick={() => setEditing(true)}>
                {t('changeAddress')}
              </Button>
              {address && (
                <Button variant="default" onClick={() => setConfirming(true)}>
                  {t('disconnect')}
                </Button>
              )}
            </Group>
          )}
          {address && (
            <Anchor component={Link} to="/sync">
              {t('syncLink')}
            </Anchor>
          )}
        </Stack>
      </Card>
      <Card withBorder padding="lg">
        <Stack>
          <Title order={2} size="h3">
            {t('updatesTitle')}
          </Title>
          <Switch
            label={t('betaChannel')}
            description={t('betaChannelHint')}
            checked={change.isPending && change.variables.betaChannel !== undefined ? change.variables.betaChannel : betaChannel}
            disabled={change.isPending}
            onChange={(event) => change.mutate({ betaChannel: event.currentTarget.checked })}
          />
          <CheckForUpdates />
        </Stack>
      </Card>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('disconnectConfirmTitle', { address: address ?? '' })}>
        <Stack>
          <Text>{t('disconnectConfirmBody')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('cancel')}
            </Button>
            <Button
              color="red"
              loading={change.isPending}
              onClick={() => change.mutate({ connection: { kind: 'offline' } }, { onSettled: () => setConfirming(false) })}
            >
              {t('confirmDisconnect')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

function updateLine(status: UpdateStatus, t: DesktopAppTranslate): string | undefined {
  const version = status.version ?? '';
  switch (status.state) {
    case 'checking':
      return t('updateChecking');
    case 'up-to-date':
      return t('updateUpToDate');
    case 'downloading':
      return t('updateFound', { version });
    case 'ready':
      return t('updateReady', { version });
    case 'error':
    case 'blocked':
      return t('updateFailed', { message: status.message ?? '' });
    default:
      return undefined;
  }
}

function CheckForUpdates() {
  const t = useDesktopAppTexts();
  const check = useMutation({
    mutationFn: async () => {
      const updates = desktopBridge()?.updates;
      if (!updates) throw new Error('not the desktop app');
      return updates.check();
    },
  });
  const line = check.isError ? t('updateFailed', { message: check.error.message }) : check.data && updateLine(check.data, t);
  return (
    <Stack gap="xs" align="flex-start">
      <Button variant="light" loading={check.isPending} onClick={() => check.mutate()}>
        {t('checkForUpdates')}
      </Button>
      {line && (
        <Text size="sm" role="status" c={check.isError || check.data?.state === 'error' ? 'red' : undefined}>
          {line}
        </Text>
      )}
    </Stack>
  );
}
