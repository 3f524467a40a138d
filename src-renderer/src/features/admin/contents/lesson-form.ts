import { createLessonBody, updateLessonBody, type AdminLesson, type CreateLessonBody } from '@shared/admin/content';
import { blockTypes, tidyBlock } from '@shared/admin/block-templates';
import type { ContentBlockBody, ExplanationBlock } from '@shared/courses/blocks';
import { z } from 'zod';
import { withKeys, type EditorBlock, type EditorExplanation } from '../blocks/editor-block';
import { omitId, orderValue, schemaResolver } from '../form-resolver';

export interface LessonFormValues extends Record<string, unknown> {
  id: string;
  title: string;
  order: number | string;
  html: string;
  blocks: EditorBlock[];
  explanationBlocks: EditorExplanation[];
}

export const emptyLesson = (nextOrder: number): LessonFormValues => ({ id: '', title: '', order: nextOrder, html: '', blocks: [], explanationBlocks: [] });

export const lessonValues = (lesson: AdminLesson): LessonFormValues => ({
  id: lesson.id,
  title: lesson.title,
  order: lesson.order,
  html: lesson.html,
  blocks: withKeys(lesson.blocks),
  explanationBlocks: withKeys(lesson.explanationBlocks),
});

/** The request the form sends: the authoring blocks without their editor keys, empty optional texts left out. */
export function lessonBody(values: LessonFormValues): CreateLessonBody {
  const order = orderValue(values.order);
  return {
    id: values.id.trim(),
    title: values.title,
    ...(values.html.trim() === '' ? {} : { html: values.html }),
    blocks: values.blocks.map((block) => tidyBlock(block.body)),
    explanationBlocks: values.explanationBlocks.map((block) => block.body),
    ...(order === undefined ? {} : { order }),
  };
}

/** A request path to its form field: `blocks.2.content` lives at `blocks.2.body.content` in the form. */
export function lessonField(path: string): string {
  return path.replace(/^(blocks|explanationBlocks)\.(\d+)(\.|$)/, (_match, list: string, index: string, dot: string) => `${list}.${index}.body${dot}`);
}

export const lessonResolver = (mode: 'create' | 'update') =>
  mode === 'create'
    ? schemaResolver(createLessonBody, lessonBody, lessonField)
    : schemaResolver(
        updateLessonBody,
        (values: LessonFormValues) => omitId(lessonBody(values)),
        lessonField,
      );

// A kept copy may hold half-written blocks, so only their shape is checked here; the form validates the rest.
const keptBlock = z.object({ key: z.string(), body: z.looseObject({ type: z.enum(blockTypes) }) });
const keptExplanation = z.object({ key: z.string(), body: z.looseObject({ type: z.string() }) });
const kept = z.object({
  id: z.string(),
  title: z.string(),
  order: z.union([z.number(), z.string()]),
  html: z.string(),
  blocks: z.array(keptBlock),
  explanationBlocks: z.array(keptExplanation),
});

export function parseLessonValues(values: unknown): LessonFormValues | null {
  const parsed = kept.safeParse(values);
  if (!parsed.success) return null;
  return {
    ...parsed.data,
    blocks: parsed.data.blocks.map((block) => ({ key: block.key, body: block.body as ContentBlockBody })),
    explanationBlocks: parsed.data.explanationBlocks.map((block) => ({ key: block.key, body: block.body as ExplanationBlock })),
  };
}
