import { Stack, Typography } from '@mantine/core';
import type { Lesson } from '@shared/api/courses';
import { ContentBlockView } from '../blocks/ContentBlockView';
import { ExplanationBlockView } from '../blocks/ExplanationBlockView';

/**
 * product.md §2.2 body: the lesson html, its content blocks by order, then its explanation blocks.
 * The html is the one thing set as markup: the server sanitised it when the content was stored
 * (src-server/courses/sanitise.ts). Every block is drawn as React elements.
 */
export function LessonBody({ lesson }: { lesson: Lesson }) {
  const blocks = [...lesson.contentBlocks].sort((a, b) => a.order - b.order);
  const quiz = { courseId: lesson.courseId, lessonId: lesson.id };
  return (
    <Stack gap="md" data-testid="lesson-body">
      {lesson.html.trim() !== '' && (
        <Typography>
          <div dangerouslySetInnerHTML={{ __html: lesson.html }} />
        </Typography>
      )}
      {blocks.map((block) => (
        <ContentBlockView key={block.id} block={block} quiz={quiz} />
      ))}
      {lesson.explanationBlocks.map((block, index) => (
        <ExplanationBlockView key={index} block={block} name={`${lesson.id}-explanation-${index}`} />
      ))}
    </Stack>
  );
}
