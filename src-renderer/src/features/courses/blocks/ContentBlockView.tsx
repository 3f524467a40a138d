import { Skeleton } from '@mantine/core';
import type { QuizAnswered, ServedBlock } from '@shared/courses/blocks';
import { lazyWithStyles } from '../../../core/lazy-with-styles';
import { StyledPartSuspense } from '../../../core/StyledPartSuspense';
import { useReaderTexts } from '../reader-texts';
import { CodeBlock } from './CodeBlock';
import { DividerBlock } from './DividerBlock';
import { HtmlBlock } from './HtmlBlock';
import { ImageBlock } from './ImageBlock';
import { NoteBlock } from './NoteBlock';
import { TextBlock } from './TextBlock';
import { UnknownBlock } from './UnknownBlock';
import { VideoBlock } from './VideoBlock';

// Quizzes sit at the end of a module's lessons, so most lessons never need the radio-card code;
// it loads with the first quiz (bench/reader.ts holds the reader's first load under budget).
const QuizBlock = lazyWithStyles(async () => (await import('./QuizBlock')).QuizBlock);
// Exercises carry their editor and checker; only the lessons that have one load them.
const ExerciseBlock = lazyWithStyles(async () => (await import('../exercise/ExerciseBlock')).ExerciseBlock);

export interface QuizContext {
  courseId: string;
  lessonId: string;
  /** The content admin's preview: answers are checked here against the author's block, never sent or recorded. */
  checkLocally?: (blockId: string, optionId: string) => QuizAnswered | undefined;
}

/** One content block of product.md §2.3, drawn by the component for its type. */
export function ContentBlockView({ block, quiz }: { block: ServedBlock; quiz: QuizContext }) {
  const t = useReaderTexts();
  switch (block.type) {
    case 'text':
      return <TextBlock block={block} />;
    case 'code':
      return <CodeBlock code={block.content} language={block.language} title={block.title} description={block.description} expectedOutput={block.expectedOutput} />;
    case 'html':
      return <HtmlBlock block={block} />;
    case 'image':
      return <ImageBlock block={block} />;
    case 'video':
      return <VideoBlock block={block} />;
    case 'quiz':
      return (
        <StyledPartSuspense fallback={<Skeleton height={160} radius="md" role="status" aria-label={t('loadingQuiz')} />}>
          <QuizBlock block={block} courseId={quiz.courseId} lessonId={quiz.lessonId} checkLocally={quiz.checkLocally} />
        </StyledPartSuspense>
      );
    case 'exercise':
      return (
        <StyledPartSuspense fallback={<Skeleton height={320} radius="md" role="status" aria-label={t('loadingExercise')} />}>
          <ExerciseBlock block={block} />
        </StyledPartSuspense>
      );
    case 'note':
      return <NoteBlock noteType={block.noteType} content={block.content} />;
    case 'divider':
      return <DividerBlock block={block} />;
    default:
      // The contract allows no other type today; content written for a newer reader still shows up as an error card.
      return <UnknownBlock type={(block as { type: string }).type} />;
  }
}
