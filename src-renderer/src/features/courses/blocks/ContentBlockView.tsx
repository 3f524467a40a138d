import { Skeleton } from '@mantine/core';
import type { ContentBlock } from '@shared/courses/blocks';
import { lazy, Suspense } from 'react';
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
const QuizBlock = lazy(() => import('./QuizBlock').then((m) => ({ default: m.QuizBlock })));

export interface QuizContext {
  courseId: string;
  lessonId: string;
  /** The option the learner picked last in each quiz block they answered (progress on the server). */
  quizPicks: Readonly<Record<string, number>>;
  /** The content admin's preview: answers are checked against the block itself, nothing is sent or recorded. */
  preview?: boolean;
}

/** One content block of product.md §2.3, drawn by the component for its type. */
export function ContentBlockView({ block, quiz }: { block: ContentBlock; quiz: QuizContext }) {
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
        <Suspense fallback={<Skeleton height={160} radius="md" aria-label="Loading the quiz" />}>
          <QuizBlock block={block} courseId={quiz.courseId} lessonId={quiz.lessonId} previousPick={quiz.quizPicks[block.id]} preview={quiz.preview} />
        </Suspense>
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
