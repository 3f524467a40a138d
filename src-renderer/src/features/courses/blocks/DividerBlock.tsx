import { Divider, Space } from '@mantine/core';
import type { ServedBlock } from '@shared/courses/blocks';

type DividerContent = Extract<ServedBlock, { type: 'divider' }>;

/** product.md §2.3 divider styles; height (10 to 200 px) sizes the empty kinds. */
export function DividerBlock({ block }: { block: DividerContent }) {
  switch (block.style) {
    case 'space':
    case 'blank':
      return <Space h={block.height} aria-hidden />;
    case 'dots':
      return <Divider variant="dotted" size="md" my="md" />;
    case 'thick':
      return <Divider size="lg" my="md" />;
    default:
      return <Divider my="md" />;
  }
}
