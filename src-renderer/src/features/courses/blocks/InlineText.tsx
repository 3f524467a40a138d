import { Code } from '@mantine/core';
import { parseInline } from '@shared/courses/text-markers';

/** Inline `code`, **bold** and *emphasis* of lesson text, drawn as elements: content never becomes HTML. */
export function InlineText({ text }: { text: string }) {
  return (
    <>
      {parseInline(text).map((piece, index) =>
        piece.kind === 'code' ? (
          <Code key={index}>{piece.text}</Code>
        ) : piece.kind === 'bold' ? (
          <strong key={index}>{piece.text}</strong>
        ) : piece.kind === 'emphasis' ? (
          <em key={index}>{piece.text}</em>
        ) : (
          <span key={index}>{piece.text}</span>
        ),
      )}
    </>
  );
}
