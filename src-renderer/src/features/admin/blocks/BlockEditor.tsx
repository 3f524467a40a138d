import { Button, Menu, Stack, Text } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { replaceItem } from '@shared/admin/block-list';
import { blockTypes, newBlockBody } from '@shared/admin/block-templates';
import { IconPlus } from '@tabler/icons-react';
import { useAdminTexts } from '../admin-texts';
import { blockTypeText } from './block-labels';
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
  const t = useAdminTexts();
  return (
    <Stack gap="sm">
      {blocks.length === 0 && (
        <Text c="dimmed" fz="sm" ta="center" py="md">
          {t('noBlocks')}
        </Text>
      )}
      <SortableList
        items={blocks}
        onChange={onChange}
        copy={(block) => ({ key: newKey(), body: structuredClone(block.body) })}
        name={(index) => t('blockName', { number: index + 1 })}
        title={(block) => t(blockTypeText[block.body.type])}
        testId="block-list"
      >
        {(block, index) => (
          <BlockFields
            body={block.body}
            onChange={(body) => onChange(replaceItem(blocks, index, { ...block, body }))}
            errors={itemErrors(errors, 'blocks', index)}
            label={t('blockName', { number: index + 1 })}
          />
        )}
      </SortableList>
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <Button variant="light" leftSection={<IconPlus size={16} />} style={{ alignSelf: 'flex-start' }}>
            {t('addBlock')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {blockTypes.map((type) => (
            <Menu.Item key={type} onClick={() => onChange([...blocks, { key: newKey(), body: newBlockBody(type) }])}>
              {t(blockTypeText[type])}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Stack>
  );
}
