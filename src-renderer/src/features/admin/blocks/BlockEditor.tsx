import { Button, Menu, Stack, Text } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { replaceItem } from '@shared/admin/block-list';
import { blockTypeLabels, blockTypes, newBlockBody } from '@shared/admin/block-templates';
import { IconPlus } from '@tabler/icons-react';
import { BlockFields } from './BlockFields';
import { itemErrors, newKey, type EditorBlock } from './editor-block';
import { SortableList } from './SortableList';

interface Props {
  blocks: EditorBlock[];
  onChange: (blocks: EditorBlock[]) => void;
  /** The lesson form's errors; this list's are under `blocks.N.body.…`. */
  errors: FormErrors;
}

/** The lesson's content blocks (product.md §2.3): add any type, reorder, duplicate, delete, edit. */
export function BlockEditor({ blocks, onChange, errors }: Props) {
  return (
    <Stack gap="sm">
      {blocks.length === 0 && (
        <Text c="dimmed" fz="sm" ta="center" py="md">
          No blocks yet. Add the first one below.
        </Text>
      )}
      <SortableList
        items={blocks}
        onChange={onChange}
        copy={(block) => ({ key: newKey(), body: structuredClone(block.body) })}
        name={(index) => `block ${index + 1}`}
        title={(block) => blockTypeLabels[block.body.type]}
        testId="block-list"
      >
        {(block, index) => (
          <BlockFields
            body={block.body}
            onChange={(body) => onChange(replaceItem(blocks, index, { ...block, body }))}
            errors={itemErrors(errors, 'blocks', index)}
            label={`block ${index + 1}`}
          />
        )}
      </SortableList>
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <Button variant="light" leftSection={<IconPlus size={16} />} style={{ alignSelf: 'flex-start' }}>
            Add block
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {blockTypes.map((type) => (
            <Menu.Item key={type} onClick={() => onChange([...blocks, { key: newKey(), body: newBlockBody(type) }])}>
              {blockTypeLabels[type]}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Stack>
  );
}
