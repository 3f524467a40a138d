import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, ThemeIcon } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ServedBlock } from '@shared/courses/blocks';
import { exerciseDocument } from '@shared/courses/exercise-document';
import { hashSeed } from '@shared/quizzes/shuffle';
import { IconCode, IconRefresh } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { InlineText } from '../blocks/InlineText';
import { languageLabel } from '../blocks/prism-language';
import { useReaderTexts } from '../reader-texts';
import { ExerciseChecklist } from './ExerciseChecklist';
import { ExercisePreview } from './ExercisePreview';

type ExerciseContent = Extract<ServedBlock, { type: 'exercise' }>;

const codeStyles = { input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } };

/**
 * An HTML/CSS exercise: the learner edits the starter code, the page runs in the sandboxed preview
 * as they type, and the checks say what is still missing until every one passes.
 */
export function ExerciseBlock({ block }: { block: ExerciseContent }) {
  const t = useReaderTexts();
  const [htmlLabel, cssLabel] = [languageLabel('html'), languageLabel('css')];
  const [html, setHtml] = useState(block.html);
  const [css, setCss] = useState(block.css);
  // Strings, not an object: a new object each render would restart the debounce forever.
  const [shownHtml] = useDebouncedValue(html, 400);
  const [shownCss] = useDebouncedValue(css, 400);
  const run = useMemo(() => {
    // Named after the code it runs, so a result is only ever taken for the page it checked.
    const token = `${block.id}-${hashSeed(`${shownHtml}\u0000${shownCss}`).toString(36)}`;
    return { token, document: exerciseDocument(shownHtml, shownCss, block.checks, token) };
  }, [shownHtml, shownCss, block.id, block.checks]);
  const [result, setResult] = useState<{ token: string; passed: boolean[] } | null>(null);
  const onResult = useCallback((token: string, passed: boolean[]) => setResult({ token, passed }), []);
  // Until the current run reports, keep showing the last one rather than flashing "checking".
  const passed = result?.passed ?? null;
  const done = result !== null && block.checks.every((_, index) => result.passed[index] === true);

  return (
    <Paper withBorder radius="md" p="md" data-testid="exercise-block">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" justify="space-between" align="flex-start">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon variant="light" radius="xl" color="grape">
              <IconCode size={18} />
            </ThemeIcon>
            <Text fw={700}>{t('tryIt', { title: block.title })}</Text>
          </Group>
          {done && (
            <Badge color="green" variant="filled" style={{ flexShrink: 0 }}>
              {t('done')}
            </Badge>
          )}
        </Group>
        <Text fz="sm">
          <InlineText text={block.instructions} />
        </Text>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          <Stack gap="xs">
            <Textarea label={htmlLabel} value={html} onChange={(e) => setHtml(e.currentTarget.value)} autosize minRows={6} maxRows={16} spellCheck={false} styles={codeStyles} data-testid="exercise-html" />
            <Textarea label={cssLabel} value={css} onChange={(e) => setCss(e.currentTarget.value)} autosize minRows={4} maxRows={12} spellCheck={false} styles={codeStyles} data-testid="exercise-css" />
          </Stack>
          <Paper withBorder radius="md" style={{ overflow: 'hidden', alignSelf: 'start' }}>
            <Text fz="xs" fw={700} tt="uppercase" c="dimmed" px="sm" py={6}>
              {t('yourPage')}
            </Text>
            <ExercisePreview document={run.document} token={run.token} title={t('yourPageFor', { title: block.title })} onResult={onResult} />
          </Paper>
        </SimpleGrid>
        <ExerciseChecklist checks={block.checks} passed={passed} />
        <Group>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconRefresh size={14} />}
            onClick={() => {
              setHtml(block.html);
              setCss(block.css);
            }}
          >
            {t('startAgain')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
