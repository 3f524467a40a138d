import { Paper, Stack, Text } from '@mantine/core';
import type { ServedBlock } from '@shared/courses/blocks';
import { IconEye } from '@tabler/icons-react';
import { useReaderTexts } from '../reader-texts';
import { CodeBlock } from './CodeBlock';
import { HtmlPreview } from './HtmlPreview';

type HtmlContent = Extract<ServedBlock, { type: 'html' }>;

/** product.md §2.3 html block: the markup, and when preview is on, the page it makes, running sandboxed. */
export function HtmlBlock({ block }: { block: HtmlContent }) {
  const t = useReaderTexts();
  return (
    <Stack gap="xs">
      <CodeBlock code={block.content} language="html" />
      {block.preview && (
        <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
          <Text fz="xs" fw={700} tt="uppercase" c="dimmed" px="sm" py={6} style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
            <IconEye size={14} aria-hidden /> {t('livePreview')}
          </Text>
          <HtmlPreview html={block.content} title={t('livePreviewTitle')} />
        </Paper>
      )}
    </Stack>
  );
}
