import { Button, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconFlag } from '@tabler/icons-react';
import { useReaderTexts } from '../reader-texts';

/** product.md §2.2: Mark as Complete, or the Completed message once done. */
export function CompletionCard({ completed, saving, onComplete }: { completed: boolean; saving: boolean; onComplete: () => void }) {
  const t = useReaderTexts();
  return (
    <Paper withBorder radius="lg" p="md" data-testid="completion-card">
      <Group justify="space-between" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon radius="xl" size="lg" variant="light" color={completed ? 'teal' : 'gray'}>
            {completed ? <IconCircleCheck size={20} /> : <IconFlag size={20} />}
          </ThemeIcon>
          <div>
            <Text fw={700}>{completed ? t('completed') : t('finishedReading')}</Text>
            <Text fz="sm" c="dimmed">
              {completed ? t('countsTowards') : t('markToSave')}
            </Text>
          </div>
        </Group>
        {!completed && (
          <Button onClick={onComplete} loading={saving} leftSection={<IconCircleCheck size={18} />}>
            {t('markComplete')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
