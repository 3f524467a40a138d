import { Badge, Group, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle } from '@tabler/icons-react';
import { usePlaygroundTexts } from '../playground-texts';

export interface Problem {
  file: string;
  line: number;
  column?: number;
  message: string;
  severity: 'error' | 'warning';
  source: 'editor' | 'run';
}

/** Editor diagnostics and the last run's compile and runtime errors; a click jumps to the line. */
export function ProblemsPanel({ problems, height, onJump }: { problems: Problem[]; height: number; onJump: (problem: Problem) => void }) {
  const t = usePlaygroundTexts();
  if (problems.length === 0) {
    return (
      <Text p="sm" fz="sm" c="dimmed">
        {t('noProblems')}
      </Text>
    );
  }
  return (
    <ScrollArea h={height}>
      <Stack gap={0} data-testid="problems-list">
        {problems.map((problem, index) => (
          <UnstyledButton
            key={`${problem.source}-${problem.file}-${problem.line}-${index}`}
            onClick={() => onJump(problem)}
            px="sm"
            py={6}
            style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
            aria-label={t('problemLabel', { file: problem.file, line: problem.line, message: problem.message })}
          >
            <Group gap="xs" wrap="nowrap" align="flex-start">
              {problem.severity === 'error' ? <IconAlertCircle size={16} color="var(--mantine-color-red-6)" /> : <IconAlertTriangle size={16} color="var(--mantine-color-yellow-6)" />}
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fz="sm" style={{ wordBreak: 'break-word' }}>
                  {problem.message}
                </Text>
                <Group gap={6}>
                  <Text fz="xs" c="dimmed">
                    {problem.file}:{problem.line}
                    {problem.column ? `:${problem.column}` : ''}
                  </Text>
                  <Badge size="xs" variant="light" color={problem.source === 'run' ? 'grape' : 'gray'}>
                    {problem.source === 'run' ? t('sourceRun') : t('sourceEditor')}
                  </Badge>
                </Group>
              </Stack>
            </Group>
          </UnstyledButton>
        ))}
      </Stack>
    </ScrollArea>
  );
}
