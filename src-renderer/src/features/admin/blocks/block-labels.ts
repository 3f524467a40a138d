import type { ContentBlockType, dividerStyles, noteTypes, textStyles } from '@shared/courses/blocks';
import type { AdminTexts } from '../locales/en';

type Key = keyof AdminTexts;

/** The names of block types and their styles, said in the interface's language (the saved values stay English). */
export const blockTypeText: Readonly<Record<ContentBlockType, Key>> = {
  text: 'blockText',
  code: 'blockCode',
  html: 'blockHtml',
  image: 'blockImage',
  video: 'blockVideo',
  quiz: 'blockQuiz',
  note: 'blockNote',
  divider: 'blockDivider',
  exercise: 'blockExercise',
};

export const textStyleText: Readonly<Record<(typeof textStyles)[number], Key>> = {
  paragraph: 'styleParagraph',
  heading: 'styleHeading',
  subheading: 'styleSubheading',
  caption: 'styleCaption',
};

export const dividerStyleText: Readonly<Record<(typeof dividerStyles)[number], Key>> = {
  line: 'dividerLine',
  space: 'dividerSpace',
  dots: 'dividerDots',
  thick: 'dividerThick',
  blank: 'dividerBlank',
};

export const noteTypeText: Readonly<Record<(typeof noteTypes)[number], Key>> = {
  info: 'noteInfo',
  warning: 'noteWarning',
  success: 'noteSuccess',
  error: 'noteError',
  tip: 'noteTip',
  important: 'noteImportant',
};
