import { ActionIcon, Button, Group, Radio, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { removeItem, replaceItem } from '@shared/admin/block-list';
import { codeLanguages, type CodeLanguage, type ExplanationBlock } from '@shared/courses/blocks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { languageLabel } from '../../courses/blocks/prism-language';
import { useAdminTexts } from '../admin-texts';

interface Props {
  body: ExplanationBlock;
  onChange: (body: ExplanationBlock) => void;
  label: string;
}

/** A legacy explanation block (product.md §2.3): code, a quiz with its answer shown, or a note. */
export function ExplanationFields({ body, onChange, label }: Props) {
  const t = useAdminTexts();
  if (body.type === 'code') {
    return (
      <Stack gap="xs">
        <Select
          label={t('language')}
          data={codeLanguages.map((language) => ({ value: language, label: languageLabel(language) }))}
          value={body.language ?? 'text'}
          onChange={(language) => onChange({ ...body, language: (language ?? 'text') as CodeLanguage })}
          allowDeselect={false}
          w={180}
        />
        <Textarea label={t('code')} autosize minRows={3} maxRows={16} spellCheck={false} styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }} value={body.content ?? ''} onChange={(e) => onChange({ ...body, content: e.currentTarget.value })} />
      </Stack>
    );
  }
  if (body.type === 'quiz') {
    const options = body.options ?? [];
    return (
      <Stack gap="xs">
        <TextInput label={t('question')} value={body.question ?? ''} onChange={(e) => onChange({ ...body, question: e.currentTarget.value })} />
        <Radio.Group label={t('options')} value={String(body.correctAnswer ?? 0)} onChange={(value) => onChange({ ...body, correctAnswer: Number(value) })}>
          <Stack gap={6} mt={6}>
            {options.map((option, index) => (
              <Group key={index} gap="xs" wrap="nowrap">
                <Radio value={String(index)} aria-label={t('optionCorrect', { number: index + 1 })} />
                <TextInput aria-label={t('optionOf', { number: index + 1, label })} value={option} onChange={(e) => onChange({ ...body, options: replaceItem(options, index, e.currentTarget.value) })} style={{ flex: 1 }} />
                <ActionIcon variant="subtle" color="red" onClick={() => onChange({ ...body, options: removeItem(options, index), correctAnswer: 0 })} aria-label={t('removeOption', { number: index + 1 })}>
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        </Radio.Group>
        <Button size="xs" variant="subtle" leftSection={<IconPlus size={14} />} onClick={() => onChange({ ...body, options: [...options, ''] })} style={{ alignSelf: 'flex-start' }}>
          {t('addOption')}
        </Button>
        <Textarea label={t('explanation')} autosize minRows={1} maxRows={6} value={body.explanation ?? ''} onChange={(e) => onChange({ ...body, explanation: e.currentTarget.value })} />
      </Stack>
    );
  }
  return <Textarea label={t('note')} autosize minRows={2} maxRows={10} value={body.content ?? ''} onChange={(e) => onChange({ ...body, content: e.currentTarget.value })} />;
}
