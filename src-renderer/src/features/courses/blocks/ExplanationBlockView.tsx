import { Skeleton } from '@mantine/core';
import { codeLanguages, type CodeLanguage, type ExplanationBlock } from '@shared/courses/blocks';
import { lazyWithStyles } from '../../../core/lazy-with-styles';
import { StyledPartSuspense } from '../../../core/StyledPartSuspense';
import { useReaderTexts } from '../reader-texts';
import { CodeBlock } from './CodeBlock';
import { NoteBlock } from './NoteBlock';

// The quiz options (and Mantine's radio cards) load with the first quiz, like QuizBlock.
const ExplanationQuiz = lazyWithStyles(async () => (await import('./ExplanationQuiz')).ExplanationQuiz);

const asLanguage = (language: string | undefined): CodeLanguage => codeLanguages.find((known) => known === language) ?? 'text';

/** product.md §2.3 explanation blocks: code and quiz keep their meaning; any other type is a note. */
export function ExplanationBlockView({ block, name }: { block: ExplanationBlock; name: string }) {
  const t = useReaderTexts();
  if (block.type === 'code' && block.content) return <CodeBlock code={block.content} language={asLanguage(block.language)} />;
  if (block.type === 'quiz') {
    return (
      <StyledPartSuspense fallback={<Skeleton height={120} radius="md" role="status" aria-label={t('loadingQuiz')} />}>
        <ExplanationQuiz block={block} name={name} />
      </StyledPartSuspense>
    );
  }
  const text = block.content ?? block.explanation ?? block.question;
  return text ? <NoteBlock noteType="info" content={text} /> : null;
}
