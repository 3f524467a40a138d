import { Alert, Box, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { PaperSize } from '@shared/resume/paper';
import type { Resume } from '@shared/resume/resume';
import { findTemplate, type TemplateId } from '@shared/resume/templates';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useResumeTexts } from '../resume-texts';

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
 * as the export, and its pages shown as images (drawn by pdf.js), which every browser, phone and
 * the desktop app show alike. It is drawn again 600 ms after the last change; the previous drawing
 * stays on screen meanwhile, so the preview never blanks while a learner types.
 */
export function ResumePdfPreview({ resume, template, paper }: ResumePdfPreviewProps) {
  // One object per change of the props, so a parent's unrelated re-render does not redraw the PDF.
  const t = useResumeTexts();
  const current = useMemo(() => ({ resume, template, paper }), [resume, template, paper]);
  const [input] = useDebouncedValue(current, previewDelayMs);
  const [pages, setPages] = useState<string[]>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);

  useEffect(() => {
    const run = ++latest.current;
    Promise.all([import('./render-resume-pdf'), import('./pdf-page-images')])
      .then(async ([{ renderResumePdfBlob }, { pdfPageImages }]) => pdfPageImages(await renderResumePdfBlob(input.resume, input.template, input.paper)))
      .then((images) => {
        // A later change started its own drawing; this one is already out of date.
        if (run !== latest.current) return;
        setPages(images);
        setOutcome({ input, attempt });
      })
      .catch((error: unknown) => {
        if (run !== latest.current) return;
        setOutcome({ input, attempt, error: error instanceof Error ? error.message : String(error) });
      });
  }, [input, attempt]);
  const rendering = outcome?.input !== input || outcome.attempt !== attempt;
  const failure = rendering ? undefined : outcome?.error;

  const name = findTemplate(template)?.name ?? template;
  return (
    <Box pos="relative" w="100%" style={{ aspectRatio: paper === 'A4' ? '210 / 297' : '8.5 / 11' }} aria-busy={rendering}>
      {pages ? (
        <Stack
          gap="sm"
          h="100%"
          role="region"
          aria-label={t('previewAria', { name })}
          data-testid="resume-preview-pages"
          style={{ overflowY: 'auto', border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-sm)', background: 'var(--mantine-color-gray-1)' }}
        >
          {pages.map((image, index) => (
            <img key={index} src={image} alt={t('pageAlt', { n: index + 1, total: pages.length })} style={{ width: '100%', display: 'block', background: 'white', boxShadow: 'var(--mantine-shadow-xs)' }} />
          ))}
        </Stack>
      ) : null}
      {rendering && !pages ? (
        <Center pos="absolute" inset={0}>
          <Stack align="center" gap="xs">
            <Loader size="sm" />
            <Text size="sm" c="dimmed">
              {t('drawing')}
            </Text>
          </Stack>
        </Center>
      ) : null}
      {rendering && pages ? (
        <Group pos="absolute" top={8} right={8} gap={6} bg="var(--mantine-color-body)" px={8} py={4} style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
          <Loader size={14} />
          <Text size="xs">{t('updatingPreview')}</Text>
        </Group>
      ) : null}
      {failure !== undefined ? (
        <Center pos="absolute" inset={0} p="md">
          <Alert color="red" title={t('previewFailedTitle')} role="alert" maw={360}>
            <Stack gap="xs">
              <Text size="sm">{t('previewFailedText', { error: failure })}</Text>
              <Button size="xs" variant="light" color="red" onClick={() => setAttempt((n) => n + 1)}>
                {t('tryAgain')}
              </Button>
            </Stack>
          </Alert>
        </Center>
      ) : null}
    </Box>
  );
}
