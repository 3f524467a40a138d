import { List, Text, Title } from '@mantine/core';
import type { LegalDocument } from '@shared/legal/legal-document';

export function LegalSection({ section }: { section: LegalDocument['sections'][number] }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-heading`} style={{ scrollMarginTop: 80 }}>
      <Title order={2} fz="xl" id={`${section.id}-heading`} mb="xs">
        {section.heading}
      </Title>
      {section.blocks.map((block, index) =>
        block.type === 'p' ? (
          <Text key={index} mb="sm" lh={1.7}>
            {block.text}
          </Text>
        ) : (
          <List key={index} mb="sm" spacing={4} withPadding>
            {block.items.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        ),
      )}
    </section>
  );
}
