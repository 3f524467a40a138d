import { Box, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { issueMessage } from '@shared/admin/issue-message';
import { contentBlockBody, explanationBlock, placeBlocks } from '@shared/courses/blocks';
import { checkQuizAnswer, serveBlocks } from '@shared/courses/lesson-quiz';
import { IconDeviceDesktop, IconDeviceMobile } from '@tabler/icons-react';
import { useState } from 'react';
import { ContentBlockView, type QuizContext } from '../../courses/blocks/ContentBlockView';
import { ExplanationBlockView } from '../../courses/blocks/ExplanationBlockView';
import { HtmlPreview } from '../../courses/blocks/HtmlPreview';
import { useAdminMessage, useAdminTexts } from '../admin-texts';
import type { EditorBlock, EditorExplanation } from './editor-block';

interface Props {
  lessonId: string;
  title: string;
  html: string;
  blocks: EditorBlock[];
  explanations: EditorExplanation[];
}

/** A phone's width, as the reader's 375 px layout is checked. */
const phoneWidth = 375;

/**
 * The lesson as a learner will read it, drawn by the reader's own block components as the author
 * types. A block that is not complete yet shows what it still needs instead. The lesson HTML runs
 * in the reader's sandboxed frame: it is only sanitised when saved, so it never joins this page.
 */
export function LessonPreview({ lessonId, title, html, blocks, explanations }: Props) {
  const t = useAdminTexts();
  const say = useAdminMessage();
  const [width, setWidth] = useState<'desktop' | 'phone'>('desktop');
  const placed = placeBlocks(lessonId || 'preview', blocks.map((block) => block.body));
  const stored = placed.flatMap((block, index) => {
    const parsed = contentBlockBody.safeParse(blocks[index]?.body);
    return parsed.success ? [{ ...parsed.data, id: block.id, order: block.order }] : [];
  });
  const quiz: QuizContext = {
    courseId: 'preview',
    lessonId: lessonId || 'preview',
    checkLocally: (blockId, optionId) => {
      const block = stored.find((candidate) => candidate.id === blockId);
      return block?.type === 'quiz' ? checkQuizAnswer(block, optionId) : undefined;
    },
  };
  // Drawn as a learner is served it: options in an order of their own, the answer held back.
  const served = new Map(serveBlocks(stored, 'preview', new Map()).map((block) => [block.id, block]));
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={700}>{t('preview')}</Text>
        <SegmentedControl
          size="xs"
          value={width}
          onChange={(value) => setWidth(value === 'phone' ? 'phone' : 'desktop')}
          aria-label={t('previewWidth')}
          data={[
            { value: 'desktop', label: <Group gap={4} wrap="nowrap"><IconDeviceDesktop size={14} aria-hidden /> {t('desktop')}</Group> },
            { value: 'phone', label: <Group gap={4} wrap="nowrap"><IconDeviceMobile size={14} aria-hidden /> {t('phone')}</Group> },
          ]}
        />
      </Group>
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }} mx="auto" w="100%" maw={width === 'phone' ? phoneWidth : undefined} data-testid="lesson-preview" data-width={width}>
        <Stack gap="md">
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {title || t('untitledLesson')}
          </Title>
          {html.trim() !== '' && <HtmlPreview html={html} title={t('previewHtmlTitle')} />}
          {placed.map((block, index) => {
            const key = blocks[index]?.key ?? block.id;
            const parsed = contentBlockBody.safeParse(blocks[index]?.body);
            const shown = served.get(block.id);
            if (!parsed.success || !shown) return <Incomplete key={key} label={t('blockLabel', { number: index + 1 })} message={!parsed.success && parsed.error.issues[0] ? `${parsed.error.issues[0].path.join('.') || 'block'}: ${say(issueMessage(parsed.error.issues[0]))}` : t('notCompleteYet')} />;
            return <ContentBlockView key={key} block={shown} quiz={quiz} />;
          })}
          {explanations.map((block, index) => {
            const parsed = explanationBlock.safeParse(block.body);
            return parsed.success ? <ExplanationBlockView key={block.key} block={parsed.data} name={`preview-explanation-${index}`} /> : null;
          })}
          {placed.length === 0 && html.trim() === '' && (
            <Text c="dimmed" ta="center" py="lg">
              {t('addBlockToSee')}
            </Text>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}

function Incomplete({ label, message }: { label: string; message: string }) {
  const t = useAdminTexts();
  return (
    <Box p="sm" style={{ border: '1px dashed var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-md)' }} data-testid="preview-incomplete">
      <Text fz="sm" c="dimmed">
        {t('incomplete', { label, message })}
      </Text>
    </Box>
  );
}
