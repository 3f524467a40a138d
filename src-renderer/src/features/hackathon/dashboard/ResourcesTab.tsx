import { Anchor, Badge, Group, List, Paper, Progress, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { HackathonEvent } from '@shared/hackathon/event';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useDashboardTexts } from './dashboard-texts';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Title order={2} fz="lg" mb="sm" id={id}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** product.md §3.2.5 "Resources": guidelines, stack, where to deploy, and how projects are judged, all from the event. */
export function ResourcesTab({ event }: { event: Pick<HackathonEvent, 'resources' | 'dashboardJudging'> }) {
  const t = useDashboardTexts();
  const { guidelines, recommendedStack, deploymentPlatforms } = event.resources;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Section id="resources-guidelines" title={t('guidelines')}>
        <List spacing="xs" fz="sm">
          {guidelines.map((guideline) => (
            <List.Item key={guideline}>{guideline}</List.Item>
          ))}
        </List>
      </Section>
      <Section id="resources-judging" title={t('judging')}>
        <Stack gap="sm">
          {event.dashboardJudging.map(({ criteria, weight }) => (
            <div key={criteria}>
              <Group justify="space-between" fz="sm" mb={4}>
                <Text fz="sm">{criteria}</Text>
                <Text fz="sm" fw={700}>
                  {weight}%
                </Text>
              </Group>
              <Progress value={weight} aria-label={`${criteria}: ${weight}%`} />
            </div>
          ))}
        </Stack>
      </Section>
      <Section id="resources-stack" title={t('stack')}>
        <Group gap="xs">
          {recommendedStack.map((tech) => (
            <Badge key={tech} variant="light" size="lg" tt="none">
              {tech}
            </Badge>
          ))}
        </Group>
      </Section>
      <Section id="resources-deploy" title={t('deploy')}>
        <List spacing="xs" fz="sm">
          {deploymentPlatforms.map((platform) => (
            <List.Item key={platform.url}>
              <Anchor href={platform.url} target="_blank" rel="noopener noreferrer">
                {platform.name} <IconExternalLink size={12} aria-hidden />
                <VisuallyHidden>{t('newTab')}</VisuallyHidden>
              </Anchor>
            </List.Item>
          ))}
        </List>
      </Section>
    </SimpleGrid>
  );
}
