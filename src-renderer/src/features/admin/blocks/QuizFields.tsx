import { ActionIcon, Button, Group, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { removeItem, replaceItem } from '@shared/admin/block-list';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useAdminTexts } from '../admin-texts';
import type { FieldsProps } from './fields-props';

/** A quiz block: the question, at least one option with the right one chosen, and the explanation shown after checking. */
export function QuizFields({ body, onChange, errors, label }: FieldsProps<'quiz'>) {
  const t = useAdminTexts();
  const removeOption = (index: number) => {
    const correct = body.correctAnswer === index ? 0 : body.correctAnswer > index ? body.correctAnswer - 1 : body.correctAnswer;
    onChange({ ...body, options: removeItem(body.options, index), correctAnswer: correct });
  };
  return (
    <Stack gap="xs">
      <Textarea label={t('question')} required autosize minRows={1} maxRows={6} value={body.question} onChange={(e) => onChange({ ...body, question: e.currentTarget.value })} error={errors.question} />
      <Radio.Group
        label={t('options')}
        description={t('optionsHint')}
        value={String(body.correctAnswer)}
        onChange={(value) => onChange({ ...body, correctAnswer: Number(value) })}
        error={errors.options ?? errors.correctAnswer}
      >
        <Stack gap={6} mt={6}>
          {body.options.map((option, index) => (
            <Group key={index} gap="xs" wrap="nowrap">
              <Radio value={String(index)} aria-label={t('optionCorrect', { number: index + 1 })} />
              <TextInput
                aria-label={t('optionOf', { number: index + 1, label })}
                placeholder={t('optionPlaceholder', { number: index + 1 })}
                value={option}
                onChange={(e) => onChange({ ...body, options: replaceItem(body.options, index, e.currentTarget.value) })}
                error={errors[`options.${index}`]}
                style={{ flex: 1 }}
              />
              <ActionIcon variant="subtle" color="red" onClick={() => removeOption(index)} disabled={body.options.length <= 1} aria-label={t('removeOption', { number: index + 1 })}>
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      </Radio.Group>
      <Group>
        <Button size="xs" variant="subtle" leftSection={<IconPlus size={14} />} onClick={() => onChange({ ...body, options: [...body.options, ''] })}>
          {t('addOption')}
        </Button>
      </Group>
      <Textarea label={t('explanation')} autosize minRows={1} maxRows={6} value={body.explanation} onChange={(e) => onChange({ ...body, explanation: e.currentTarget.value })} />
    </Stack>
  );
}
