import { Badge, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ProblemStatement } from '@shared/hackathon/event';
import { IconStarFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useHackathonTexts } from '../hackathon-texts';
import { useErrorText } from '../use-error-text';
import { useWizardTexts } from './wizard-texts';

interface Props {
  problems: readonly ProblemStatement[];
  value: string;
  error: ReactNode;
  onChange: (id: string) => void;
}

/** product.md §3.2.4: the battle track is one of the event's problem statements, chosen as a radio card. */
export function ProblemPicker({ problems, value, error, onChange }: Props) {
  const t = useWizardTexts();
  const shared = useHackathonTexts();
  const errorText = useErrorText();
  const difficulty = (stars: number) => shared('difficulty', { difficulty: stars, max: 5 });
  return (
    <Radio.Group label={t('track')} withAsterisk value={value} onChange={onChange} error={errorText(error)} data-testid="track-picker">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
        {problems.map((problem) => (
          <Radio.Card key={problem.id} value={problem.id} radius="md" p="sm" withBorder data-testid={`track-${problem.id}`} aria-label={`${problem.id}: ${problem.title}`}>
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator mt={2} />
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Group gap={6} wrap="wrap">
                  <Badge color={problem.color} variant="light" size="sm">
                    {problem.id}
                  </Badge>
                  <Text fz="xs" c="dimmed">
                    {problem.category}
                  </Text>
                  <Group gap={1} aria-label={difficulty(problem.difficulty)} role="img">
                    {Array.from({ length: problem.difficulty }, (_, star) => (
                      <IconStarFilled key={star} size={12} color="var(--mantine-color-yellow-6)" aria-hidden />
                    ))}
                  </Group>
                </Group>
                <Text fw={600} fz="sm">
                  {problem.title}
                </Text>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
