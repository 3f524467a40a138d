import { Button, CloseButton, Group, Paper, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useFormats } from '../../core/format';
import { readCaches, workerStatus } from './cache-report';
import { useOfflineTexts, workerStatusKeys } from './offline-texts';
import { checkForUpdates, tellWorker } from './update-manager';
import { setUpdateState, type UpdateState } from './update-store';

const cachesKey = ['offline', 'caches'] as const;

/** product.md §3.2.9: the worker's status and caches, with refresh, check for updates, clear caches and unregister. */
export function CacheDebugPanel({ state }: { state: UpdateState }) {
  const t = useOfflineTexts();
  const formats = useFormats();
  const [hidden, setHidden] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const cachesQuery = useQuery({ queryKey: cachesKey, queryFn: readCaches, staleTime: 0 });
  const { registration, policy } = state;
  const status = workerStatus(registration, policy?.register ?? false);

  const run = (name: string, action: () => Promise<unknown>) => async () => {
    setBusy(name);
    try {
      await action();
    } catch (error) {
      setUpdateState({ lastMessage: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(null);
      await cachesQuery.refetch();
    }
  };
  const refresh = run('refresh', async () => {
    await registration?.update().catch(() => undefined);
    tellWorker({ type: 'GET_VERSION' });
    setUpdateState({});
  });
  const clear = run('clear', async () => {
    if (!tellWorker({ type: 'CLEAR_CACHE', scope: 'all' })) await Promise.all((await caches.keys()).map((name) => caches.delete(name)));
    // The worker answers SW_UPDATED once done; give it a moment before counting again.
    await new Promise((resolve) => setTimeout(resolve, 300));
  });
  const unregister = run('unregister', async () => {
    await registration?.unregister();
    setUpdateState({ registration: null, workerVersion: null, lastMessage: t('unregistered') });
  });

  if (hidden) return null;
  const rows: [string, string][] = [
    // The worker's own messages (and build ids) are shown as they came: this panel is for debugging.
    [t('worker'), t(workerStatusKeys[status])],
    [t('controlsPage'), navigator.serviceWorker?.controller ? t('yes') : t('no')],
    [t('pageBuild'), __BUILD_ID__],
    [t('workerBuild'), state.workerVersion ?? t('unknown')],
    [t('checksEvery'), policy?.register ? t('seconds', { count: policy.checkEveryMs / 1000 }) : t('never')],
    [t('lastCheck'), state.lastCheckAt ? formats.time(state.lastCheckAt) : t('notYet')],
    [t('lastMessage'), state.lastMessage ?? t('none')],
  ];
  return (
    <Paper role="region" aria-label={t('panel')} withBorder shadow="lg" p="md" radius="md" pos="fixed" top={80} right={16} w={420} style={{ zIndex: 350 }}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={700}>{t('cacheDebug')}</Text>
          <CloseButton aria-label={t('hidePanel')} onClick={() => setHidden(true)} />
        </Group>
        <Table withRowBorders={false} verticalSpacing={2} fz="sm">
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={170} fw={500} c="dimmed">
                  {label}
                </Table.Th>
                <Table.Td style={{ wordBreak: 'break-all' }}>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text fw={600} size="sm">
          {t('caches')}
        </Text>
        <ScrollArea.Autosize mah={180}>
          {cachesQuery.isPending && <Text size="sm">{t('readingCaches')}</Text>}
          {cachesQuery.isError && <Text size="sm" c="red">{t('cachesFailed', { message: cachesQuery.error.message })}</Text>}
          {cachesQuery.data?.length === 0 && <Text size="sm" c="dimmed">{t('noCaches')}</Text>}
          {cachesQuery.data && cachesQuery.data.length > 0 && (
            <Table fz="sm" verticalSpacing={2} aria-label={t('caches')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('name')}</Table.Th>
                  <Table.Th ta="right">{t('entries')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {cachesQuery.data.map((cache) => (
                  <Table.Tr key={cache.name}>
                    <Table.Td style={{ wordBreak: 'break-all' }}>{cache.name}</Table.Td>
                    <Table.Td ta="right">{cache.entries}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </ScrollArea.Autosize>
        <Group gap="xs">
          <Button size="xs" variant="default" loading={busy === 'refresh'} onClick={() => void refresh()}>
            {t('refresh')}
          </Button>
          <Button size="xs" variant="default" loading={busy === 'check'} disabled={!registration} onClick={() => void run('check', checkForUpdates)()}>
            {t('checkForUpdates')}
          </Button>
          <Button size="xs" variant="default" color="red" loading={busy === 'clear'} onClick={() => void clear()}>
            {t('clearCaches')}
          </Button>
          <Button size="xs" variant="light" color="red" loading={busy === 'unregister'} disabled={!registration} onClick={() => void unregister()}>
            {t('unregister')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
