import { Badge, Box, Card, Group, List, Paper, Progress, SimpleGrid, Stack, Table, Text, ThemeIcon, Timeline, Title } from '@mantine/core';
import type { HackathonEvent } from '@shared/hackathon/event';
import type { ReactNode } from 'react';
import { useFormats } from '../../../core/format';
import { DifficultyStars } from './DifficultyStars';
import { EventIcon } from './EventIcon';
import { useLandingTexts } from './landing-texts';

/**
 * The programme's sections all lie below the first screen: the browser lays them out and paints
 * them when they come near the view, not before the landing's first paint (a long page of about
 * 1,800 components was the landing's blocking time). Their size until then is a guess the browser
 * replaces with the real one once drawn.
 */
const laterSection = { contentVisibility: 'auto', containIntrinsicSize: 'auto 640px' } as const;

function Section({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} style={laterSection}>
      <Stack gap="md">
        <div>
          <Title id={id} order={2}>
            {title}
          </Title>
          {intro && <Text c="dimmed">{intro}</Text>}
        </div>
        {children}
      </Stack>
    </section>
  );
}

/** product.md §3.2.3 item 4. */
export function TimelineSection({ timeline }: { timeline: HackathonEvent['timeline'] }) {
  const t = useLandingTexts();
  return (
    <Section id="timeline-title" title={t('timeline')}>
      <Timeline bulletSize={36} lineWidth={2} color="orange" active={timeline.length - 1}>
        {timeline.map((item) => (
          <Timeline.Item
            key={item.title}
            bullet={<EventIcon name={item.icon} size={18} />}
            title={
              <Group gap="xs">
                <Badge variant="light" color="orange">
                  {item.phase}
                </Badge>
                <Text fw={700} component="span">
                  {item.title}
                </Text>
              </Group>
            }
          >
            <Text fz="sm">{item.description}</Text>
            <Text fz="xs" c="dimmed" mt={4}>
              {item.time}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Section>
  );
}

const rankColours = ['yellow', 'gray', 'orange'] as const;
const placeKeys = ['place1', 'place2', 'place3'] as const;

/** product.md §3.2.3 item 5. */
export function PrizesSection({ prizes }: { prizes: HackathonEvent['prizes'] }) {
  const t = useLandingTexts();
  const formats = useFormats();
  const pool = prizes.reduce((sum, prize) => sum + prize.amountRupees, 0);
  const place = (rank: number) => {
    const key = placeKeys[rank - 1];
    return key ? t(key) : t('placeN', { rank });
  };
  return (
    <Section id="prizes-title" title={t('prizes')} intro={t('prizesIntro', { pool: formats.rupees(pool) })}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {prizes.map((prize) => (
          <Card key={prize.rank} withBorder radius="md" padding="lg" ta="center">
            <Stack gap={6} align="center">
              <ThemeIcon size={64} radius="xl" variant="light" color={rankColours[prize.rank - 1] ?? 'gray'}>
                <EventIcon name={prize.icon} size={36} />
              </ThemeIcon>
              <Badge color={rankColours[prize.rank - 1] ?? 'gray'} variant="light">
                {place(prize.rank)}
              </Badge>
              <Title order={3} fz="lg">
                {prize.title}
              </Title>
              <Text lang="hi" c="dimmed" fz="sm">
                {prize.originalName}
              </Text>
              <Text fz={28} fw={800} c="orange">
                {formats.rupees(prize.amountRupees)}
              </Text>
              <Text fz="sm">{prize.description}</Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Section>
  );
}

/** product.md §3.2.3 item 6: scrolls sideways on a phone instead of squeezing the columns. */
export function SummaryTable({ problems }: { problems: HackathonEvent['problemStatements'] }) {
  const t = useLandingTexts();
  return (
    <Section id="summary-title" title={t('allProblems')}>
      <Paper withBorder radius="md">
        {/* Focusable, so a keyboard can scroll the columns a phone cannot show at once. */}
        <Table.ScrollContainer minWidth={760} type="native" tabIndex={0}>
          <Table striped highlightOnHover verticalSpacing="sm" data-testid="problem-summary-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">#</Table.Th>
                <Table.Th scope="col">{t('columnTitle')}</Table.Th>
                <Table.Th scope="col">{t('columnCategory')}</Table.Th>
                <Table.Th scope="col">{t('columnTechStack')}</Table.Th>
                <Table.Th scope="col">{t('columnDifficulty')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {problems.map((problem) => (
                <Table.Tr key={problem.id}>
                  <Table.Td>{problem.id}</Table.Td>
                  <Table.Th scope="row" fw={600}>
                    {problem.title}
                  </Table.Th>
                  <Table.Td>{problem.category}</Table.Td>
                  <Table.Td>{problem.techStack.join(', ')}</Table.Td>
                  <Table.Td>
                    <DifficultyStars difficulty={problem.difficulty} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </Section>
  );
}

/** product.md §3.2.3 item 7. */
export function RulesSection({ rules }: { rules: HackathonEvent['rules'] }) {
  const t = useLandingTexts();
  return (
    <Section id="rules-title" title={t('rules')}>
      <List type="ordered" spacing="sm">
        {rules.map((rule) => (
          <List.Item key={rule}>{rule}</List.Item>
        ))}
      </List>
    </Section>
  );
}

/** product.md §3.2.3 item 8: the landing's weights (the dashboard lists its own). */
export function JudgingSection({ judging }: { judging: HackathonEvent['judging'] }) {
  const t = useLandingTexts();
  return (
    <Section id="judging-title" title={t('judging')}>
      <Stack gap="sm" maw={640}>
        {judging.map((item) => (
          <Box key={item.criteria}>
            <Group justify="space-between" mb={4}>
              <Text fw={600}>{item.criteria}</Text>
              <Text fw={700} c="orange">
                {item.weight}%
              </Text>
            </Group>
            <Progress value={item.weight} color="orange" aria-label={`${item.criteria}: ${item.weight}%`} />
          </Box>
        ))}
      </Stack>
    </Section>
  );
}
