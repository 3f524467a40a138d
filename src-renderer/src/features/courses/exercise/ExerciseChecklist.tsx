import { Alert, List, Text, ThemeIcon } from '@mantine/core';
import type { ExerciseCheck } from '@shared/courses/blocks';
import { IconCircleCheck, IconCircleDashed, IconConfetti } from '@tabler/icons-react';
import { useReaderTexts } from '../reader-texts';

/** What is still missing, one line per check, until every check passes; then the exercise is done. */
export function ExerciseChecklist({ checks, passed }: { checks: readonly ExerciseCheck[]; passed: readonly boolean[] | null }) {
  const t = useReaderTexts();
  if (passed === null) {
    return (
      <Text fz="sm" c="dimmed" role="status">
        {t('checkingPage')}
      </Text>
    );
  }
  const missing = checks.filter((_, index) => passed[index] !== true).length;
  if (missing === 0) {
    return (
      <Alert color="green" variant="light" icon={<IconConfetti size={18} />} title={t('exerciseComplete')} role="status" data-testid="exercise-done">
        {t('everyCheckPasses')}
      </Alert>
    );
  }
  return (
    <div role="status" data-testid="exercise-missing">
      <Text fz="sm" fw={600} mb={4}>
        {t('stillMissingCount', { missing, total: checks.length })}
      </Text>
      <List spacing={4} size="sm" center>
        {checks.map((check, index) => {
          const done = passed[index] === true;
          return (
            <List.Item
              key={index}
              data-done={done || undefined}
              icon={
                <ThemeIcon size={20} radius="xl" variant="light" color={done ? 'green' : 'gray'}>
                  {done ? <IconCircleCheck size={14} aria-label={t('done')} /> : <IconCircleDashed size={14} aria-label={t('stillMissing')} />}
                </ThemeIcon>
              }
              style={done ? { textDecoration: 'line-through', color: 'var(--mantine-color-dimmed)' } : undefined}
            >
              {check.message}
            </List.Item>
          );
        })}
      </List>
    </div>
  );
}
