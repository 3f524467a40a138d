import { Alert, Badge, Button, Card, Code, Container, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ConflictChoice, SyncConflict } from '@shared/api/sync';
import { Link } from 'react-router';
import { ApiError } from '../../api/api-error';
import { usePageMeta } from '../../core/use-page-meta';
import { useFormats } from '../../core/format';
import { type DesktopAppTranslate, useDesktopAppTexts } from './desktop-app-texts';
import { useResolveConflict, useSyncConflicts, useSyncStatus } from './use-sync';

/** A long copy is shown in part: enough to tell the two apart, not a whole resume's JSON. */
const previewChars = 1200;
const clip = (text: string) => (text.length > previewChars ? `${text.slice(0, previewChars)}\n…` : text);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Each copy as the learner needs to compare them: of two records, only the fields that differ
 * (a resume differs in one summary, not in its forty fields); anything else whole.
 */
export function conflictPreviews(mine: unknown, server: unknown): { mine: string; server: string } {
  if (!isRecord(mine) || !isRecord(server)) return { mine: clip(JSON.stringify(mine, null, 2) ?? ''), server: clip(JSON.stringify(server, null, 2) ?? '') };
  const keys = [...new Set([...Object.keys(mine), ...Object.keys(server)])].filter((key) => key !== 'updatedAt' && JSON.stringify(mine[key]) !== JSON.stringify(server[key]));
  const pick = (record: Record<string, unknown>) => clip(JSON.stringify(Object.fromEntries(keys.map((key) => [key, record[key] ?? null])), null, 2));
  return { mine: pick(mine), server: pick(server) };
}

export const pendingLine = (pending: number, t: DesktopAppTranslate) =>
  pending === 0 ? t('nothingPending') : pending === 1 ? t('pendingOne', { count: pending }) : t('pendingMany', { count: pending });

/** Sync (docs/desktop.md): what waits to reach the platform, and the edits in conflict with it. */
export function SyncPage() {
  const t = useDesktopAppTexts();
  const formats = useFormats();
  usePageMeta({ title: t('syncTitle'), description: t('syncDescription'), canonicalPath: '/sync' });
  const status = useSyncStatus();
  const syncing = status.data?.mode === 'sync';
  const conflicts = useSyncConflicts(syncing);
  // The session is gone (the kept sign-in could not be read, or was refused): a sign-in, not an error.
  const signedOut = conflicts.error instanceof ApiError && conflicts.error.status === 401;
  return (
    <Container size="md" py="lg">
      <Stack>
        <Title order={1}>{t('syncTitle')}</Title>
        <Text c="dimmed">{t('syncDescription')}</Text>
        {status.isPending && status.fetchStatus !== 'idle' && (
          <Group>
            <Loader size="sm" />
            <Text>{t('loading')}</Text>
          </Group>
        )}
        {status.data && !syncing && <Text>{t('syncDirect')}</Text>}
        {status.data && syncing && (
          <Card withBorder>
            <Stack gap={4} role="status">
              <Text fw={600}>{status.data.offlineSince ? t('offlineSinceLong', { time: formats.dateTime(status.data.offlineSince) }) : t('online')}</Text>
              <Text>{pendingLine(status.data.pending, t)}</Text>
            </Stack>
          </Card>
        )}
        {status.isPending && status.fetchStatus === 'idle' && <Text>{t('syncDirect')}</Text>}
        {status.isError && (
          <Alert color="red" role="alert">
            <Group justify="space-between">
              <Text>{t('statusFailed', { message: status.error.message })}</Text>
              <Button variant="light" onClick={() => void status.refetch()}>
                {t('retry')}
              </Button>
            </Group>
          </Alert>
        )}
        {syncing && (status.data?.signInAgain === true || signedOut) && (
          <Alert color="yellow" role="alert" title={t('signInAgainTitle')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('signInAgainText')}</Text>
              <Button component={Link} to="/login?returnTo=%2Fsync">
                {t('signIn')}
              </Button>
            </Stack>
          </Alert>
        )}
        {syncing && (
          <>
            <Title order={2} size="h3">
              {t('conflictsTitle')}
            </Title>
            {conflicts.isError && !signedOut && (
              <Alert color="red" role="alert">
                <Group justify="space-between">
                  <Text>{t('resolveFailed', { message: conflicts.error.message })}</Text>
                  <Button variant="light" onClick={() => void conflicts.refetch()}>
                    {t('retry')}
                  </Button>
                </Group>
              </Alert>
            )}
            {conflicts.data?.conflicts.length === 0 && <Text>{t('noConflicts')}</Text>}
            {conflicts.data?.conflicts.map((conflict) => <ConflictCard key={conflict.id} conflict={conflict} />)}
          </>
        )}
      </Stack>
    </Container>
  );
}

function ConflictCard({ conflict }: { conflict: SyncConflict }) {
  const t = useDesktopAppTexts();
  const formats = useFormats();
  const resolve = useResolveConflict();
  const keep = (choice: ConflictChoice) => resolve.mutate({ conflictId: conflict.id, keep: choice });
  const kind = conflict.kind === 'resume' ? t('kindResume') : conflict.kind === 'project' ? t('kindProject') : t('kindSubmission');
  const previews = conflictPreviews(conflict.mine, conflict.server);
  return (
    <Card component="section" withBorder padding="lg" aria-label={kind}>
      <Stack>
        <Group justify="space-between" wrap="wrap">
          <Badge variant="light">{kind}</Badge>
          <Text size="sm" c="dimmed">
            {t('changedAt', { time: formats.dateTime(conflict.createdAt) })}
          </Text>
        </Group>
        <Text size="sm">{t('conflictIntro')}</Text>
        <Text size="sm" c="dimmed">
          {t('onlyDifferences')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Stack gap={4}>
            <Text fw={600}>{t('mine')}</Text>
            <Code block mah={240} style={{ overflow: 'auto' }}>
              {previews.mine}
            </Code>
          </Stack>
          <Stack gap={4}>
            <Text fw={600}>{t('theirs')}</Text>
            <Code block mah={240} style={{ overflow: 'auto' }}>
              {previews.server}
            </Code>
          </Stack>
        </SimpleGrid>
        {resolve.isError && (
          <Alert color="red" role="alert">
            {t('resolveFailed', { message: resolve.error.message })}
          </Alert>
        )}
        <Group wrap="wrap">
          <Button loading={resolve.isPending && resolve.variables.keep === 'mine'} disabled={resolve.isPending} onClick={() => keep('mine')}>
            {t('keepMine')}
          </Button>
          <Button variant="default" loading={resolve.isPending && resolve.variables.keep === 'server'} disabled={resolve.isPending} onClick={() => keep('server')}>
            {t('keepTheirs')}
          </Button>
          <Button variant="default" loading={resolve.isPending && resolve.variables.keep === 'both'} disabled={resolve.isPending} onClick={() => keep('both')}>
            {t('keepBoth')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {conflict.kind === 'project' ? t('keepBothProject') : conflict.kind === 'resume' ? t('keepBothResume') : t('keepBothSubmission')}
        </Text>
      </Stack>
    </Card>
  );
}
