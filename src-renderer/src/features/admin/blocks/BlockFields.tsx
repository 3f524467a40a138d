import type { ContentBlockBody } from '@shared/courses/blocks';
import { CodeFields } from './CodeFields';
import { DividerFields } from './DividerFields';
import { ExerciseFields } from './ExerciseFields';
import { HtmlFields } from './HtmlFields';
import { ImageFields } from './ImageFields';
import { NoteFields } from './NoteFields';
import { QuizFields } from './QuizFields';
import { TextFields } from './TextFields';
import { VideoFields } from './VideoFields';

interface Props {
  body: ContentBlockBody;
  onChange: (body: ContentBlockBody) => void;
  errors: Record<string, string>;
  label: string;
}

/** The fields of one block, by its type. */
export function BlockFields({ body, onChange, errors, label }: Props) {
  const common = { errors, label };
  switch (body.type) {
    case 'text':
      return <TextFields body={body} onChange={onChange} {...common} />;
    case 'code':
      return <CodeFields body={body} onChange={onChange} {...common} />;
    case 'html':
      return <HtmlFields body={body} onChange={onChange} {...common} />;
    case 'image':
      return <ImageFields body={body} onChange={onChange} {...common} />;
    case 'video':
      return <VideoFields body={body} onChange={onChange} {...common} />;
    case 'quiz':
      return <QuizFields body={body} onChange={onChange} {...common} />;
    case 'note':
      return <NoteFields body={body} onChange={onChange} {...common} />;
    case 'divider':
      return <DividerFields body={body} onChange={onChange} {...common} />;
    case 'exercise':
      return <ExerciseFields body={body} onChange={onChange} {...common} />;
  }
}
