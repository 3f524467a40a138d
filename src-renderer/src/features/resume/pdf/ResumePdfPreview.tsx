import { Alert, Box, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { PaperSize } from '@shared/resume/paper';
import type { Resume } from '@shared/resume/resume';
import { findTemplate, type TemplateId } from '@shared/resume/templates';
import { useEffect, useMemo, useRef, useState } from 'react';

export interface ResumePdfPreviewProps {
  resume: Resume;
  template: TemplateId;
  paper: PaperSize;
}

/** How long the resume must stay unchanged before the preview is drawn again: typing is never slowed by a render per key. */
export const previewDelayMs = 600;

/** What the last finished drawing was of (the debounced props and the retry count), and whether it failed. */
interface Outcome {
  input: object;
  attempt: number;
  error?: string;
}

/**
 * The live preview (product.md §2.10): the resume drawn as the real PDF, by the same template module
 * as the export, shown in the browser's PDF viewer. It is drawn again 600 ms after the last change;
 * the previous drawing stays on screen meanwhile, so the preview never blanks while a learner types.
 */
export function ResumePdfPreview({ resume, template, paper }: ResumePdfPreviewProps) {
  // One object per change of the props, so a parent's unrelated re-render does not redraw the PDF.
  const current = useMemo(() => ({ resume, template, paper }), [resume, template, paper]);
  const [input] = useDebouncedValue(current, previewDelayMs);
  const [url, setUrl] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);

  useEffect(() => {
    const run = ++latest.current;
    import('./render-resume-pdf')
      .then(({ renderResumePdfBlob }) => renderResumePdfBlob(input.resume, input.template, input.paper))
      .then((blob) => {
        // A later change started its own drawing; this one is already out of date.
        if (run !== latest.current) return;
        setUrl(URL.createObjectURL(blob));
        setOutcome({ input, attempt });
      })
      .catch((error: unknown) => {
        if (run !== latest.current) return;
        setOutcome({ input, attempt, error: error instanceof Error ? error.message : String(error) });
      });
  }, [input, attempt]);
  const rendering = outcome?.input !== input || outcome.attempt !== attempt;
  const failure = rendering ? undefined : outcome?.error;

  // Each drawing's object URL is released once the next one replaces it, and on leaving.
  useEffect(() => {
    if (!url) return;
    return () => URL.revokeObjectURL(url);
  }, [url]);

  const name = findTemplate(template)?.name ?? template;
  return (
    <Box pos="relative" w="100%" style={{ aspectRatio: paper === 'A4' ? '210 / 297' : '8.5 / 11' }} aria-busy={rendering}>
      {url ? (
        <iframe
          title={`Resume preview, ${name} template`}
          src={`${url}#toolbar=0&navpanes=0&view=FitH`}
          style={{ width: '100%', height: '100%', border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-sm)', background: 'white' }}
        />
      ) : null}
      {rendering && !url ? (
        <Center pos="absolute" inset={0}>
          <Stack align="center" gap="xs">
            <Loader size="sm" />
            <Text size="sm" c="dimmed">
              Drawing your resume…
            </Text>
          </Stack>
        </Center>
      ) : null}
      {rendering && url ? (
        <Group pos="absolute" top={8} right={8} gap={6} bg="var(--mantine-color-body)" px={8} py={4} style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
          <Loader size={14} />
          <Text size="xs">Updating preview…</Text>
        </Group>
      ) : null}
      {failure !== undefined ? (
        <Center pos="absolute" inset={0} p="md">
          <Alert color="red" title="The preview could not be drawn" role="alert" maw={360}>
            <Stack gap="xs">
              <Text size="sm">Your resume is safe; only its preview failed. {failure}</Text>
              <Button size="xs" variant="light" color="red" onClick={() => setAttempt((n) => n + 1)}>
                Try again
              </Button>
            </Stack>
          </Alert>
        </Center>
      ) : null}
    </Box>
  );
}
