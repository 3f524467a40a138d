import { Badge, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import type { HomeContent } from '@shared/home/home-content';
import { IconClock } from '@tabler/icons-react';
import { useHomeTexts } from './home-texts';
import { SectionHeading } from './SectionHeading';

export function PathsSection({ paths }: { paths: HomeContent['paths'] }) {
  const t = useHomeTexts();
  return (
    <section aria-labelledby="paths-title">
      <SectionHeading id="paths-title" title={t('pathsTitle')} subtitle={t('pathsSubtitle')} />
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {paths.map((path) => (
          <Card key={path.id} withBorder radius="lg" padding="lg">
            <Group justify="space-between" mb="xs">
              <Badge variant="light" color={path.level === 'Beginner' ? 'teal' : 'indigo'}>
                {path.level === 'Beginner' ? t('levelBeginner') : t('levelIntermediate')}
              </Badge>
              <Group gap={4} c="dimmed" fz="sm">
                <IconClock size={16} />
                <span>{t('weeks', { weeks: path.weeks })}</span>
              </Group>
            </Group>
            <Title order={3} fz="xl" mb={6}>
              {path.title}
            </Title>
            <Text c="dimmed" fz="sm" mb="md">
              {path.text}
            </Text>
            <Group gap={6}>
              {path.courses.map((course) => (
                <Badge key={course} variant="outline" color="gray" tt="none">
                  {course}
                </Badge>
              ))}
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
