import { List, Stack, Text, Title } from '@mantine/core';
import type { ServedBlock } from '@shared/courses/blocks';
import { parseTextMarkers } from '@shared/courses/text-markers';
import { CodeView } from './CodeView';
import { InlineText } from './InlineText';
import { TextCallout } from './TextCallout';

type TextContent = Extract<ServedBlock, { type: 'text' }>;

/** product.md §2.3 text block: heading styles, a caption, or paragraphs with lists, fenced code and callouts. */
export function TextBlock({ block }: { block: TextContent }) {
  if (block.style === 'heading') {
    return (
      <Title order={2} fz={{ base: 'h3', sm: 'h2' }} mt="md">
        <InlineText text={block.content} />
      </Title>
    );
  }
  if (block.style === 'subheading') {
    return (
      <Title order={3} fz={{ base: 'h4', sm: 'h3' }} mt="xs">
        <InlineText text={block.content} />
      </Title>
    );
  }
  if (block.style === 'caption') {
    return (
      <Text fz="sm" c="dimmed" fs="italic">
        <InlineText text={block.content} />
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {parseTextMarkers(block.content).map((piece, index) => {
        switch (piece.kind) {
          case 'callout':
            return <TextCallout key={index} marker={piece.marker} text={piece.text} />;
          case 'code':
            return <CodeView key={index} code={piece.code} language={piece.language} />;
          case 'list': {
            return (
              <List key={index} type={piece.ordered ? 'ordered' : 'unordered'} start={piece.ordered ? piece.start : undefined} spacing={4} pl="xs">
                {piece.items.map((item, itemIndex) => (
                  <List.Item key={itemIndex}>
                    <InlineText text={item} />
                  </List.Item>
                ))}
              </List>
            );
          }
          default:
            return (
              <Text key={index} lh={1.7}>
                <InlineText text={piece.text} />
              </Text>
            );
        }
      })}
    </Stack>
  );
}
