import { Badge, Box, Card, Group, List, Paper, Progress, SimpleGrid, Stack, Table, Text, ThemeIcon, Timeline, Title } from '@mantine/core';
import type { HackathonEvent } from '@shared/hackathon/event';
import { formatRupees } from '@shared/plans/plans';
import type { ReactNode } from 'react';
import { DifficultyStars } from './DifficultyStars';
import { EventIcon } from './EventIcon';

function Section({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
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
  return (
    <Section id="timeline-title" title="Battle Timeline">
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
const ordinal = (rank: number) => ['1st', '2nd', '3rd'][rank - 1] ?? `${rank}th`;

/** product.md §3.2.3 item 5. */
export function PrizesSection({ prizes }: { prizes: HackathonEvent['prizes'] }) {
  const pool = prizes.reduce((sum, prize) => sum + prize.amountRupees, 0);
  return (
    <Section id="prizes-title" title="Prizes" intro={`${formatRupees(pool)} in prizes for the three best teams.`}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {prizes.map((prize) => (
          <Card key={prize.rank} withBorder radius="md" padding="lg" ta="center">
            <Stack gap={6} align="center">
              <ThemeIcon size={64} radius="xl" variant="light" color={rankColours[prize.rank - 1] ?? 'gray'}>
                <EventIcon name={prize.icon} size={36} />
              </ThemeIcon>
              <Badge color={rankColours[prize.rank - 1] ?? 'gray'} variant="light">
                {ordinal(prize.rank)} place
              </Badge>
              <Title order={3} fz="lg">
                {prize.title}
              </Title>
              <Text lang="hi" c="dimmed" fz="sm">
                {prize.originalName}
              </Text>
              <Text fz={28} fw={800} c="orange.7">
                {formatRupees(prize.amountRupees)}
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
  return (
    <Section id="summary-title" title="All Problem Statements">
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={760} type="native">
          <Table striped highlightOnHover verticalSpacing="sm" data-testid="problem-summary-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">#</Table.Th>
                <Table.Th scope="col">Title</Table.Th>
                <Table.Th scope="col">Category</Table.Th>
                <Table.Th scope="col">Tech stack</Table.Th>
                <Table.Th scope="col">Difficulty</Table.Th>
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
  return (
    <Section id="rules-title" title="Battle Rules">
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
  return (
    <Section id="judging-title" title="Judging Criteria">
      <Stack gap="sm" maw={640}>
        {judging.map((item) => (
          <Box key={item.criteria}>
            <Group justify="space-between" mb={4}>
              <Text fw={600}>{item.criteria}</Text>
              <Text fw={700} c="orange.7">
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
