import { Group, Paper, Radio, Text } from '@mantine/core';
import { IconCircleCheckFilled, IconCircleXFilled } from '@tabler/icons-react';
import { InlineText } from './InlineText';

interface QuizOptionListProps {
  name: string;
  options: readonly string[];
  selected: number | null;
  /** Set once the answer is known: that option is highlighted as correct. */
  correctAnswer: number | null;
  /** Leave out to show the options read-only. */
  onSelect?: (index: number) => void;
}

function optionColor(index: number, selected: number | null, correctAnswer: number | null): string | undefined {
  if (correctAnswer === null) return selected === index ? 'var(--mantine-primary-color-filled)' : undefined;
  if (index === correctAnswer) return 'var(--mantine-color-green-filled)';
  return index === selected ? 'var(--mantine-color-red-filled)' : undefined;
}

export function QuizOptionList({ name, options, selected, correctAnswer, onSelect }: QuizOptionListProps) {
  const revealed = correctAnswer !== null;
  return (
    <Radio.Group name={name} value={selected === null ? null : String(selected)} onChange={(value) => onSelect?.(Number(value))}>
      {options.map((option, index) => {
        const border = optionColor(index, selected, correctAnswer);
        const isCorrect = revealed && index === correctAnswer;
        const isWrong = revealed && index === selected && !isCorrect;
        return (
          <Paper
            key={index}
            withBorder
            radius="md"
            p="sm"
            mt="xs"
            data-correct={isCorrect || undefined}
            data-wrong={isWrong || undefined}
            style={{ borderColor: border, borderWidth: border ? 2 : undefined, background: isCorrect ? 'var(--mantine-color-green-light)' : isWrong ? 'var(--mantine-color-red-light)' : undefined }}
          >
            <Group gap="sm" wrap="nowrap" justify="space-between">
              {onSelect && !revealed ? (
                <Radio value={String(index)} label={<InlineText text={option} />} styles={{ label: { cursor: 'pointer' } }} />
              ) : (
                <Text fz="sm">
                  <InlineText text={option} />
                </Text>
              )}
              {isCorrect && <IconCircleCheckFilled size={20} color="var(--mantine-color-green-filled)" aria-label="Correct answer" />}
              {isWrong && <IconCircleXFilled size={20} color="var(--mantine-color-red-filled)" aria-label="Your answer" />}
            </Group>
          </Paper>
        );
      })}
    </Radio.Group>
  );
}
