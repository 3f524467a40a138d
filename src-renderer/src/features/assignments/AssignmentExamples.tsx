import { Code, Stack, Text } from '@mantine/core';
import type { AssignmentEntry } from '@shared/api/assignments';
import { useAssignmentsTexts } from './assignments-texts';

/** Long SQL data or output scrolls inside its box instead of widening the card on a phone. */
const codeStyle = { whiteSpace: 'pre-wrap', maxHeight: 220, overflow: 'auto' } as const;

/**
 * A code assignment's visible test cases, what each is given and must print, and how many hidden
 * ones the grader adds: a learner sees the contract without seeing the hidden answers.
 */
export function AssignmentExamples({ assignment: a }: { assignment: AssignmentEntry }) {
  const t = useAssignmentsTexts();
  if (a.examples.length === 0) return null;
  return (
    <Stack gap={6} data-testid="assignment-examples">
      <Text fz="sm" fw={600}>
        {t('examplesHeading')}
      </Text>
      {a.examples.map((example) => (
        <Stack key={example.name} gap={4}>
          <Text fz="sm">{example.name}</Text>
          {example.data !== null && (
            <>
              <Text fz="xs" c="dimmed">
                {t('exampleData')}
              </Text>
              <Code block style={codeStyle}>
                {example.data}
              </Code>
            </>
          )}
          {example.stdin !== '' && (
            <>
              <Text fz="xs" c="dimmed">
                {t('exampleInput')}
              </Text>
              <Code block style={codeStyle}>
                {example.stdin}
              </Code>
            </>
          )}
          <Text fz="xs" c="dimmed">
            {t('exampleOutput')}
          </Text>
          <Code block style={codeStyle}>
            {example.expectedOutput}
          </Code>
        </Stack>
      ))}
      {a.hiddenCount > 0 && (
        <Text fz="xs" c="dimmed" data-testid="assignment-hidden-count">
          {t('hiddenTests', { count: a.hiddenCount })}
        </Text>
      )}
    </Stack>
  );
}
