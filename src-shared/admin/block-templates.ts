import type { CalloutMarker } from '../courses/text-markers';
import type { ContentBlockBody, ContentBlockType, ExplanationBlock, RunnableLanguage } from '../courses/blocks';

/** The block types an author can add, in the order the editor offers them (product.md §2.3). */
export const blockTypeLabels: Readonly<Record<ContentBlockType, string>> = {
  text: 'Text',
  code: 'Code',
  html: 'HTML',
  image: 'Image',
  video: 'Video',
  quiz: 'Quiz',
  note: 'Note',
  divider: 'Divider',
  exercise: 'Exercise',
};
export const blockTypes = Object.keys(blockTypeLabels) as ContentBlockType[];

/**
 * A new block of a type, with the reader's defaults (paragraph, info note, line divider of 50,
 * image width 100%) and its required fields left empty for the author: it fails validation until
 * they are filled, so a forgotten block cannot be published blank.
 */
export function newBlockBody(type: ContentBlockType): ContentBlockBody {
  switch (type) {
    case 'text':
      return { type, style: 'paragraph', content: '' };
    case 'code':
      return { type, language: 'javascript', title: '', content: '', description: '' };
    case 'html':
      return { type, content: '', preview: true };
    case 'image':
      return { type, url: '', alt: '', caption: '', width: '100%' };
    case 'video':
      return { type, url: '', title: '', description: '' };
    case 'quiz':
      return { type, question: '', options: ['', ''], correctAnswer: 0, explanation: '' };
    case 'note':
      return { type, noteType: 'info', content: '' };
    case 'divider':
      return { type, style: 'line', height: 50 };
    case 'exercise':
      return { type, title: '', instructions: '', html: '', css: '', checks: [{ selector: '', message: '' }] };
  }
}

export const explanationTypes = ['code', 'quiz', 'note'] as const;
export type ExplanationType = (typeof explanationTypes)[number];

/** A new explanation block: code and quiz keep their meaning in the reader, any other type is a note. */
export function newExplanationBlock(type: ExplanationType): ExplanationBlock {
  if (type === 'code') return { type, language: 'javascript', content: '' };
  if (type === 'quiz') return { type, question: '', options: ['', ''], correctAnswer: 0, explanation: '' };
  return { type, content: '' };
}

/**
 * The text with a marker paragraph (`NOTE: `) put at the caret, on its own paragraph as the reader's
 * marker parser needs (src-shared/courses/text-markers.ts). Answers the new text and where the
 * caret goes: right after the marker, ready for the author to type.
 */
export function insertMarker(content: string, caret: number, marker: CalloutMarker): { content: string; caret: number } {
  const at = Math.min(Math.max(caret, 0), content.length);
  const before = content.slice(0, at).replace(/\s+$/, '');
  const after = content.slice(at).replace(/^\s+/, '');
  const head = before === '' ? '' : `${before}\n\n`;
  const inserted = `${marker}: `;
  return { content: `${head}${inserted}${after === '' ? '' : `\n\n${after}`}`, caret: head.length + inserted.length };
}

const optionalTexts = ['title', 'description', 'caption', 'thumbnail', 'expectedOutput', 'stdin'] as const;

/**
 * A block as it is saved: optional fields the author left empty are left out, so the course file
 * stays as an author would write it and an empty expected output reads as "not given" (a runnable
 * sample then fails the library's check instead of claiming to print nothing).
 */
export function tidyBlock(block: ContentBlockBody): ContentBlockBody {
  const tidy: Record<string, unknown> = { ...block };
  for (const field of optionalTexts) {
    if (typeof tidy[field] === 'string' && (tidy[field] as string).trim() === '') delete tidy[field];
  }
  return tidy as ContentBlockBody;
}

/** The runner language a lesson's runnable sample runs as (the same as the course library's check). */
export const sampleRunnerLanguage: Readonly<Record<RunnableLanguage, string>> = { javascript: 'javascript', python: 'python', sql: 'sqlite3' };
