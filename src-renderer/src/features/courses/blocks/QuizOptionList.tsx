import { Group, Paper, Radio, Text } from '@mantine/core';
import { IconCircleCheckFilled, IconCircleXFilled } from '@tabler/icons-react';
import { useReaderTexts } from '../reader-texts';
import { InlineText } from './InlineText';

export interface ListedOption {
  id: string;
  text: string;
}

interface QuizOptionListProps {
  name: string;
  /** In the order to show them; answers name an option's id, never its place. */
  options: readonly ListedOption[];
  selected: string | null;
  /** Set once the answer is known: that option is highlighted as correct. */
  correctOptionId: string | null;
  /** Leave out to show the options read-only. */
  onSelect?: (optionId: string) => void;
}

function optionColor(id: string, selected: string | null, correctOptionId: string | null): string | undefined {
  if (correctOptionId === null) return selected === id ? 'var(--mantine-primary-color-filled)' : undefined;
  if (id === correctOptionId) return 'var(--mantine-color-green-filled)';
  return id === selected ? 'var(--mantine-color-red-filled)' : undefined;
}

export function QuizOptionList({ name, options, selected, correctOptionId, onSelect }: QuizOptionListProps) {
  const t = useReaderTexts();
  const revealed = correctOptionId !== null;
  return (
    <Radio.Group name={name} value={selected} onChange={(value) => onSelect?.(value)}>
      {options.map((option) => {
        const border = optionColor(option.id, selected, correctOptionId);
        const isCorrect = revealed && option.id === correctOptionId;
        const isWrong = revealed && option.id === selected && !isCorrect;
        return (
          <Paper
            key={option.id}
            withBorder
            radius="md"
            p="sm"
            mt="xs"
            data-testid="quiz-option"
            data-correct={isCorrect || undefined}
            data-wrong={isWrong || undefined}
            style={{ borderColor: border, borderWidth: border ? 2 : undefined, background: isCorrect ? 'var(--mantine-color-green-light)' : isWrong ? 'var(--mantine-color-red-light)' : undefined }}
          >
            <Group gap="sm" wrap="nowrap" justify="space-between">
              {onSelect && !revealed ? (
                <Radio value={option.id} label={<InlineText text={option.text} />} styles={{ label: { cursor: 'pointer' } }} />
              ) : (
                <Text fz="sm">
                  <InlineText text={option.text} />
                </Text>
              )}
              {isCorrect && <IconCircleCheckFilled size={20} color="var(--mantine-color-green-filled)" role="img" aria-label={t('correctAnswer')} />}
              {isWrong && <IconCircleXFilled size={20} color="var(--mantine-color-red-filled)" role="img" aria-label={t('yourAnswer')} />}
            </Group>
          </Paper>
        );
      })}
    </Radio.Group>
  );
}
