import { Group, NumberInput, Select } from '@mantine/core';
import { dividerStyles } from '@shared/courses/blocks';
import { useAdminTexts } from '../admin-texts';
import { dividerStyleText } from './block-labels';
import type { FieldsProps } from './fields-props';

/** A divider: its style, and for the empty kinds a height of 10 to 200 px (product.md §2.3). */
export function DividerFields({ body, onChange, errors }: FieldsProps<'divider'>) {
  const t = useAdminTexts();
  const empty = body.style === 'space' || body.style === 'blank';
  return (
    <Group gap="xs" align="flex-start" wrap="wrap">
      <Select
        label={t('style')}
        data={dividerStyles.map((style) => ({ value: style, label: t(dividerStyleText[style]) }))}
        value={body.style}
        onChange={(style) => onChange({ ...body, style: (style ?? 'line') as typeof body.style })}
        allowDeselect={false}
        w={160}
      />
      {empty && (
        <NumberInput
          label={t('heightPx')}
          min={10}
          max={200}
          value={body.height}
          onChange={(value) => onChange({ ...body, height: typeof value === 'number' ? value : Number.parseInt(value, 10) || 0 })}
          error={errors.height}
          w={140}
        />
      )}
    </Group>
  );
}
