import { ActionIcon, Box, Group, ScrollArea, Stack, Text, Tooltip } from '@mantine/core';
import { previewRoutes } from '@shared/api/routes/preview';
import { previewConsoleType, type PreviewConsoleLevel } from '@shared/playground/preview-document';
import { IconRefresh, IconTrash } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { usePlaygroundTexts } from '../playground-texts';

const maxConsoleLines = 500;

interface ConsoleLine {
  level: PreviewConsoleLevel;
  text: string;
}

/** A short fingerprint of a document, so a changed document gets a fresh frame (FNV-1a). */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return `${text.length}-${(hash >>> 0).toString(36)}`;
}

const levelColour: Record<PreviewConsoleLevel, string | undefined> = { log: undefined, info: 'blue.3', warn: 'yellow.4', error: 'red.4' };

/**
 * The live preview: the page runs in an opaque-origin frame (sandbox="allow-scripts", never
 * same-origin), not in srcdoc, because an srcdoc frame inherits the app's CSP that forbids inline
 * scripts. Each new document gets a fresh frame, so nothing of the old page keeps running; its
 * console arrives here by postMessage.
 */
export function PreviewPanel({ html, height, visible }: { html: string | undefined; height: number; visible: boolean }) {
  const t = usePlaygroundTexts();
  const frame = useRef<HTMLIFrameElement>(null);
  const [reloads, setReloads] = useState(0);
  // The console belongs to one document: a new document starts with an empty console.
  const [log, setLog] = useState<{ html: string | undefined; lines: ConsoleLine[] }>({ html, lines: [] });
  const lines = log.html === html ? log.lines : [];
  const setLines = (next: (current: ConsoleLine[]) => ConsoleLine[]) => setLog((s) => ({ html, lines: next(s.html === html ? s.lines : []) }));
  const documentKey = useMemo(() => `${reloads}:${fingerprint(html ?? '')}`, [reloads, html]);
  const consoleHeight = Math.min(160, Math.round(height * 0.3));

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const target = frame.current?.contentWindow;
      if (!target || event.source !== target || typeof event.data !== 'object' || event.data === null) return;
      const data = event.data as { type?: unknown; level?: unknown; text?: unknown };
      if (data.type === 'kodeshala:preview-ready' && html !== undefined) {
        // The frame's origin is opaque, so '*' is the only target it matches.
        target.postMessage({ type: 'kodeshala:preview', html }, '*');
      } else if (data.type === previewConsoleType && typeof data.text === 'string') {
        const level = (['log', 'info', 'warn', 'error'] as const).find((l) => l === data.level) ?? 'log';
        const text = data.text;
        setLog((s) => ({ html, lines: [...(s.html === html ? s.lines : []).slice(-(maxConsoleLines - 1)), { level, text }] }));
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [html]);

  if (html === undefined) {
    return (
      <Text p="sm" fz="sm" c="dimmed">
        {t('noHtml')}
      </Text>
    );
  }

  return (
    <Stack gap={0}>
      <Group justify="space-between" px="xs" py={2}>
        <Text fz="xs" c="dimmed">
          {t('previewUpdates')}
        </Text>
        <Tooltip label={t('reloadPreview')}>
          <ActionIcon variant="subtle" size="sm" aria-label={t('reloadPreview')} onClick={() => setReloads((r) => r + 1)}>
            <IconRefresh size={14} />
          </ActionIcon>
        </Tooltip>
      </Group>
      {visible && (
        <iframe
          key={documentKey}
          ref={frame}
          src={previewRoutes.sandbox.path}
          sandbox="allow-scripts"
          title={t('previewTitle')}
          data-testid="playground-preview"
          style={{ width: '100%', height: height - consoleHeight - 58, border: 0, display: 'block', background: 'white' }}
        />
      )}
      <Group justify="space-between" px="xs" py={2} bg="dark.7">
        <Text fz="xs" c="gray.4">
          {t('console')}
        </Text>
        <ActionIcon variant="subtle" color="gray" size="xs" aria-label={t('clearConsole')} onClick={() => setLines(() => [])}>
          <IconTrash size={12} />
        </ActionIcon>
      </Group>
      <ScrollArea h={consoleHeight} bg="dark.8" data-testid="preview-console">
        <Box p={6} ff="monospace" fz="xs">
          {lines.length === 0 ? (
            <Text fz="xs" c="gray.5">
              {t('consoleEmpty')}
            </Text>
          ) : (
            lines.map((line, index) => (
              <Text key={index} fz="xs" ff="monospace" c={levelColour[line.level] ?? 'gray.2'} style={{ whiteSpace: 'pre-wrap' }}>
                {line.text}
              </Text>
            ))
          )}
        </Box>
      </ScrollArea>
    </Stack>
  );
}
