import { Button, Group, Stack, Text } from '@mantine/core';
import { replaceItem } from '@shared/admin/block-list';
import { explanationTypes, newExplanationBlock } from '@shared/admin/block-templates';
import { IconPlus } from '@tabler/icons-react';
import { newKey, type EditorExplanation } from './editor-block';
import { ExplanationFields } from './ExplanationFields';
import { SortableList } from './SortableList';

const typeLabel = (type: string) => (type === 'code' ? 'Code' : type === 'quiz' ? 'Quiz' : 'Note');

/** The explanation blocks shown after the content blocks (product.md §2.3). */
export function ExplanationEditor({ blocks, onChange }: { blocks: EditorExplanation[]; onChange: (blocks: EditorExplanation[]) => void }) {
  return (
    <Stack gap="sm">
      {blocks.length === 0 && (
        <Text c="dimmed" fz="sm">
          Explanation blocks come after the content blocks: a code sample, a quiz with its answer shown, or a note.
        </Text>
      )}
      <SortableList
        items={blocks}
        onChange={onChange}
        copy={(block) => ({ key: newKey(), body: structuredClone(block.body) })}
        name={(index) => `explanation ${index + 1}`}
        title={(block) => typeLabel(block.body.type)}
        testId="explanation-list"
      >
        {(block, index) => <ExplanationFields body={block.body} onChange={(body) => onChange(replaceItem(blocks, index, { ...block, body }))} label={`explanation ${index + 1}`} />}
      </SortableList>
      <Group gap="xs">
        {explanationTypes.map((type) => (
          <Button key={type} size="xs" variant="default" leftSection={<IconPlus size={14} />} onClick={() => onChange([...blocks, { key: newKey(), body: newExplanationBlock(type) }])}>
            {`Explanation ${typeLabel(type).toLowerCase()}`}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
