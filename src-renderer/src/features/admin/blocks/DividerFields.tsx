import { Group, NumberInput, Select } from '@mantine/core';
import { dividerStyles } from '@shared/courses/blocks';
import type { FieldsProps } from './fields-props';

/** A divider: its style, and for the empty kinds a height of 10 to 200 px (product.md §2.3). */
export function DividerFields({ body, onChange, errors }: FieldsProps<'divider'>) {
  const empty = body.style === 'space' || body.style === 'blank';
  return (
    <Group gap="xs" align="flex-start" wrap="wrap">
      <Select
        label="Style"
        data={dividerStyles.map((style) => ({ value: style, label: style[0]?.toUpperCase() + style.slice(1) }))}
        value={body.style}
        onChange={(style) => onChange({ ...body, style: (style ?? 'line') as typeof body.style })}
        allowDeselect={false}
        w={160}
      />
      {empty && (
        <NumberInput
          label="Height (px)"
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
