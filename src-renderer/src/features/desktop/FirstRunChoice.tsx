import { Alert, Button, Card, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDesktopAppTexts } from './desktop-app-texts';
import { PlatformAddressForm } from './PlatformAddressForm';
import { useChangeDesktopSettings, useDesktopSettings } from './use-desktop-settings';

/**
 * The desktop app's first question (docs/desktop.md "Connected by choice"): sync with a platform
 * server, its address filled from the build and editable for a college's own, or this computer
 * alone. Asked until answered; the answer can be changed in App settings.
 */
export function FirstRunChoice() {
  const t = useDesktopAppTexts();
  const settings = useDesktopSettings();
  const change = useChangeDesktopSettings();
  if (!settings.data || settings.data.connection !== null) return null;

  return (
    <Modal opened onClose={() => undefined} withCloseButton={false} closeOnEscape={false} closeOnClickOutside={false} size="xl" title={<Title order={2}>{t('firstRunTitle')}</Title>}>
      <Stack>
        <Text>{t('firstRunIntro')}</Text>
        {change.isError && (
          <Alert color="red" role="alert">
            {t('saveFailed', { message: change.error.message })}
          </Alert>
        )}
        {change.isSuccess && <Text role="status">{t('restarting')}</Text>}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Card withBorder padding="lg">
            <Stack>
              <Title order={3}>{t('connectTitle')}</Title>
              <Text size="sm">{t('connectBody')}</Text>
              <PlatformAddressForm
                initial={settings.data.defaultPlatformAddress}
                pending={change.isPending && change.variables?.connection?.kind === 'platform'}
                disabled={change.isPending}
                onConnect={(address) => change.mutate({ connection: { kind: 'platform', address } })}
              />
            </Stack>
          </Card>
          <Card withBorder padding="lg">
            <Stack h="100%" justify="space-between">
              <Stack>
                <Title order={3}>{t('offlineTitle')}</Title>
                <Text size="sm">{t('offlineBody')}</Text>
              </Stack>
              <Button
                variant="default"
                loading={change.isPending && change.variables?.connection?.kind === 'offline'}
                disabled={change.isPending}
                onClick={() => change.mutate({ connection: { kind: 'offline' } })}
              >
                {t('useOffline')}
              </Button>
            </Stack>
          </Card>
        </SimpleGrid>
      </Stack>
    </Modal>
  );
}
