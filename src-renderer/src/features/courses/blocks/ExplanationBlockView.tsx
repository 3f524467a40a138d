import { Paper, Stack, Text } from '@mantine/core';
import { codeLanguages, type CodeLanguage, type ExplanationBlock } from '@shared/courses/blocks';
import { IconBulb } from '@tabler/icons-react';
import { CodeBlock } from './CodeBlock';
import { InlineText } from './InlineText';
import { NoteBlock } from './NoteBlock';
import { QuizOptionList } from './QuizOptionList';

const asLanguage = (language: string | undefined): CodeLanguage => codeLanguages.find((known) => known === language) ?? 'text';

/** A legacy explanation quiz: the question with its answer already revealed (spec 2 §2). */
function ExplanationQuiz({ block, name }: { block: ExplanationBlock; name: string }) {
  const options = block.options ?? [];
  return (
    <Paper withBorder radius="md" p="md" data-testid="explanation-quiz">
      <Stack gap="xs">
        {block.question && (
          <Text fw={600}>
            <InlineText text={block.question} />
          </Text>
        )}
        <QuizOptionList name={name} options={options} selected={null} correctAnswer={block.correctAnswer ?? null} />
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

/** Spec 2 §3 explanation blocks: code and quiz keep their meaning; any other type is a note. */
export function ExplanationBlockView({ block, name }: { block: ExplanationBlock; name: string }) {
  if (block.type === 'code' && block.content) return <CodeBlock code={block.content} language={asLanguage(block.language)} />;
  if (block.type === 'quiz') return <ExplanationQuiz block={block} name={name} />;
  const text = block.content ?? block.explanation ?? block.question;
  return text ? <NoteBlock noteType="info" content={text} /> : null;
}
