import { Paper, Stack, Text } from '@mantine/core';
import type { ExplanationBlock } from '@shared/courses/blocks';
import { IconBulb } from '@tabler/icons-react';
import { InlineText } from './InlineText';
import { QuizOptionList } from './QuizOptionList';

/** A legacy explanation quiz: the question with its answer already revealed (product.md §2.2). */
export function ExplanationQuiz({ block, name }: { block: ExplanationBlock; name: string }) {
  // Written already answered, so the written order is the one shown; places serve as ids.
  const options = (block.options ?? []).map((text, index) => ({ id: String(index), text }));
  return (
    <Paper withBorder radius="md" p="md" data-testid="explanation-quiz">
      <Stack gap="xs">
        {block.question && (
          <Text fw={600}>
            <InlineText text={block.question} />
          </Text>
        )}
        <QuizOptionList name={name} options={options} selected={null} correctOptionId={block.correctAnswer === undefined ? null : String(block.correctAnswer)} />
        {block.explanation && (
          <Text fz="sm" c="dimmed" style={{ display: 'flex', gap: 6 }}>
            <IconBulb size={16} style={{ flexShrink: 0, marginTop: 2 }} aria-hidden />
            <span>
              <InlineText text={block.explanation} />
            </span>
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
