import { Button, Group, Stack, Text } from '@mantine/core';
import { replaceItem } from '@shared/admin/block-list';
import { explanationTypes, newExplanationBlock } from '@shared/admin/block-templates';
import { IconPlus } from '@tabler/icons-react';
import { useAdminTexts } from '../admin-texts';
import { blockTypeText } from './block-labels';
import { newKey, type EditorExplanation } from './editor-block';
import { ExplanationFields } from './ExplanationFields';
import { SortableList } from './SortableList';

/** An explanation of another type reads as a note, as the reader shows it. */
const typeKey = (type: string) => blockTypeText[type === 'code' || type === 'quiz' ? type : 'note'];
const addKey = { code: 'addExplanationCode', quiz: 'addExplanationQuiz', note: 'addExplanationNote' } as const;

/** The explanation blocks shown after the content blocks (product.md §2.3). */
export function ExplanationEditor({ blocks, onChange }: { blocks: EditorExplanation[]; onChange: (blocks: EditorExplanation[]) => void }) {
  const t = useAdminTexts();
  return (
    <Stack gap="sm">
      {blocks.length === 0 && (
        <Text c="dimmed" fz="sm">
          {t('explanationEmpty')}
        </Text>
      )}
      <SortableList
        items={blocks}
        onChange={onChange}
        copy={(block) => ({ key: newKey(), body: structuredClone(block.body) })}
        name={(index) => t('explanationName', { number: index + 1 })}
        title={(block) => t(typeKey(block.body.type))}
        testId="explanation-list"
      >
        {(block, index) => <ExplanationFields body={block.body} onChange={(body) => onChange(replaceItem(blocks, index, { ...block, body }))} label={t('explanationName', { number: index + 1 })} />}
      </SortableList>
      <Group gap="xs">
        {explanationTypes.map((type) => (
          <Button key={type} size="xs" variant="default" leftSection={<IconPlus size={14} />} onClick={() => onChange([...blocks, { key: newKey(), body: newExplanationBlock(type) }])}>
            {t(addKey[type])}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
