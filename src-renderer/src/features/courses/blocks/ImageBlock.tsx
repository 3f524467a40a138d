import { Image, Text } from '@mantine/core';
import type { ServedBlock } from '@shared/courses/blocks';

type ImageContent = Extract<ServedBlock, { type: 'image' }>;

export function ImageBlock({ block }: { block: ImageContent }) {
  return (
    <figure style={{ margin: 0, width: block.width, maxWidth: '100%', marginInline: 'auto' }}>
      <Image src={block.url} alt={block.alt} loading="lazy" radius="md" w="100%" />
      {block.caption && (
        <Text component="figcaption" fz="sm" c="dimmed" ta="center" mt={6}>
          {block.caption}
        </Text>
      )}
    </figure>
  );
}
