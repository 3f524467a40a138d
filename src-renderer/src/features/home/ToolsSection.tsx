import { Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import type { HomeContent } from '@shared/home/home-content';
import { IconCode, IconFileCv, IconMessageChatbot, IconScan } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useHomeTexts } from './home-texts';
import { SectionHeading } from './SectionHeading';

const icons = {
  playground: IconCode,
  'ai-tutor': IconMessageChatbot,
  'resume-builder': IconFileCv,
  'ats-checker': IconScan,
} as const;

export function ToolsSection({ tools }: { tools: HomeContent['tools'] }) {
  const t = useHomeTexts();
  return (
    <section aria-labelledby="tools-title">
      <SectionHeading id="tools-title" title={t('toolsTitle')} subtitle={t('toolsSubtitle')} />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
        {tools.map((tool) => {
          const Icon = icons[tool.id];
          return (
            <Card key={tool.id} withBorder radius="lg" padding="lg" component={Link} to={tool.to}>
              <ThemeIcon size={44} radius="md" variant="light" mb="md">
                <Icon size={26} />
              </ThemeIcon>
              <Title order={3} fz="lg" mb={6}>
                {tool.title}
              </Title>
              <Text c="dimmed" fz="sm">
                {tool.text}
              </Text>
            </Card>
          );
        })}
      </SimpleGrid>
    </section>
  );
}
