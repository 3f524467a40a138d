import { Button, Group, Menu, Select, Stack, Textarea } from '@mantine/core';
import { insertMarker } from '@shared/admin/block-templates';
import { textStyles } from '@shared/courses/blocks';
import { calloutMarkers } from '@shared/courses/text-markers';
import { IconChevronDown } from '@tabler/icons-react';
import { useRef } from 'react';
import type { FieldsProps } from './fields-props';

/** A text block: its style, and for paragraphs the marker callouts of product.md §2.3 put in at the caret. */
export function TextFields({ body, onChange, errors, label }: FieldsProps<'text'>) {
  const area = useRef<HTMLTextAreaElement>(null);
  const addMarker = (marker: (typeof calloutMarkers)[number]) => {
    const caret = area.current?.selectionStart ?? body.content.length;
    const next = insertMarker(body.content, caret, marker);
    onChange({ ...body, content: next.content });
    requestAnimationFrame(() => {
      area.current?.focus();
      area.current?.setSelectionRange(next.caret, next.caret);
    });
  };
  return (
    <Stack gap="xs">
      <Group gap="xs" align="flex-end" wrap="wrap">
        <Select
          label="Style"
          data={textStyles.map((style) => ({ value: style, label: style[0]?.toUpperCase() + style.slice(1) }))}
          value={body.style}
          onChange={(style) => onChange({ ...body, style: (style ?? 'paragraph') as typeof body.style })}
          allowDeselect={false}
          w={160}
        />
        {/* The caret goes back into the text, after the marker, not to the menu's button. */}
        {body.style === 'paragraph' && (
          <Menu position="bottom-start" withinPortal returnFocus={false}>
            <Menu.Target>
              <Button variant="default" size="sm" rightSection={<IconChevronDown size={14} />} aria-label={`Insert a marker into ${label}`}>
                Insert marker
              </Button>
            </Menu.Target>
            <Menu.Dropdown mah={280} style={{ overflowY: 'auto' }}>
              {calloutMarkers.map((marker) => (
                <Menu.Item key={marker} onClick={() => addMarker(marker)}>
                  {marker}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      <Textarea
        ref={area}
        label="Text"
        description={body.style === 'paragraph' ? 'Blank lines separate paragraphs; "- " starts a list; ``` fences code; `code`, **bold**, *emphasis*.' : undefined}
        required
        autosize
        minRows={body.style === 'paragraph' ? 4 : 1}
        maxRows={16}
        value={body.content}
        onChange={(event) => onChange({ ...body, content: event.currentTarget.value })}
        error={errors.content}
      />
    </Stack>
  );
}
