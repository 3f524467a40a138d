import { Button, Group, Menu, Select, Stack, Textarea } from '@mantine/core';
import { insertMarker } from '@shared/admin/block-templates';
import { textStyles } from '@shared/courses/blocks';
import { calloutMarkers } from '@shared/courses/text-markers';
import { IconChevronDown } from '@tabler/icons-react';
import { useRef } from 'react';
import { useAdminTexts } from '../admin-texts';
import { textStyleText } from './block-labels';
import type { FieldsProps } from './fields-props';

/** A text block: its style, and for paragraphs the marker callouts of product.md §2.3 put in at the caret. */
export function TextFields({ body, onChange, errors, label }: FieldsProps<'text'>) {
  const t = useAdminTexts();
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
          label={t('style')}
          data={textStyles.map((style) => ({ value: style, label: t(textStyleText[style]) }))}
          value={body.style}
          onChange={(style) => onChange({ ...body, style: (style ?? 'paragraph') as typeof body.style })}
          allowDeselect={false}
          w={160}
        />
        {/* The caret goes back into the text, after the marker, not to the menu's button. */}
        {body.style === 'paragraph' && (
          <Menu position="bottom-start" withinPortal returnFocus={false}>
            <Menu.Target>
              <Button variant="default" size="sm" rightSection={<IconChevronDown size={14} />} aria-label={t('insertMarkerNamed', { label })}>
                {t('insertMarker')}
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
        label={t('text')}
        description={body.style === 'paragraph' ? t('textHint') : undefined}
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
