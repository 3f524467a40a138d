import { Code } from '@mantine/core';
import { parseInline } from '@shared/courses/text-markers';

/** Inline `code` and **bold** of lesson text, drawn as elements: content never becomes HTML. */
export function InlineText({ text }: { text: string }) {
  return (
    <>
      {parseInline(text).map((piece, index) =>
        piece.kind === 'code' ? (
          <Code key={index}>{piece.text}</Code>
        ) : piece.kind === 'bold' ? (
          <strong key={index}>{piece.text}</strong>
        ) : (
          <span key={index}>{piece.text}</span>
        ),
      )}
    </>
  );
}
