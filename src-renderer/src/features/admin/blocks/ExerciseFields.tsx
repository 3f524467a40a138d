import { ActionIcon, Button, Group, Paper, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type ExerciseCheck, maxExerciseChecks } from '@shared/courses/blocks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useAdminTexts } from '../admin-texts';
import type { FieldsProps } from './fields-props';

/** Example values shown in empty fields: code an author types, not words to translate. */
const examples = { selector: 'h1', property: 'color', value: 'teal', attribute: 'href' };

type Kind = 'none' | 'text' | 'style' | 'attribute';
const kinds = [
  { value: 'none', label: 'checkExists' },
  { value: 'text', label: 'checkText' },
  { value: 'style', label: 'checkStyle' },
  { value: 'attribute', label: 'checkAttribute' },
] as const satisfies ReadonlyArray<{ value: Kind; label: string }>;

const kindOf = (check: ExerciseCheck): Kind => (check.text !== undefined ? 'text' : check.style ? 'style' : check.attribute ? 'attribute' : 'none');

/** A check keeps its selector and message when the author switches what it tests; a check tests one thing. */
function withKind(check: ExerciseCheck, kind: Kind): ExerciseCheck {
  const base = { selector: check.selector, message: check.message };
  if (kind === 'text') return { ...base, text: '' };
  if (kind === 'style') return { ...base, style: { property: '', value: '' } };
  if (kind === 'attribute') return { ...base, attribute: { name: '' } };
  return base;
}

/** An HTML/CSS exercise: the starter page and the checks that tell the learner what is still missing. */
export function ExerciseFields({ body, onChange, errors, label }: FieldsProps<'exercise'>) {
  const t = useAdminTexts();
  const kindData = kinds.map((kind) => ({ value: kind.value, label: t(kind.label) }));
  const setCheck = (index: number, check: ExerciseCheck) => onChange({ ...body, checks: body.checks.map((c, i) => (i === index ? check : c)) });
  return (
    <Stack gap="xs">
      <TextInput label={t('title')} required value={body.title} onChange={(e) => onChange({ ...body, title: e.currentTarget.value })} error={errors.title} />
      <Textarea label={t('instructions')} required autosize minRows={2} value={body.instructions} onChange={(e) => onChange({ ...body, instructions: e.currentTarget.value })} error={errors.instructions} />
      <Textarea label={t('starterHtml')} autosize minRows={3} ff="monospace" value={body.html} onChange={(e) => onChange({ ...body, html: e.currentTarget.value })} />
      <Textarea label={t('starterCss')} autosize minRows={2} ff="monospace" value={body.css} onChange={(e) => onChange({ ...body, css: e.currentTarget.value })} />
      <Text fw={600} fz="sm">
        {t('checks')}
      </Text>
      {errors.checks && (
        <Text c="red" fz="sm">
          {errors.checks}
        </Text>
      )}
      {body.checks.map((check, index) => {
        const kind = kindOf(check);
        const name = t('checkName', { number: index + 1, label });
        return (
          <Paper key={index} withBorder p="xs" radius="sm">
            <Stack gap={6}>
              <Group gap="xs" align="flex-end" wrap="wrap">
                <TextInput label={t('selector')} required placeholder={examples.selector} value={check.selector} onChange={(e) => setCheck(index, { ...check, selector: e.currentTarget.value })} error={errors[`checks.${index}.selector`]} style={{ flex: 1, minWidth: 140 }} />
                <Select label={t('alsoTest')} data={kindData} value={kind} allowDeselect={false} onChange={(value) => setCheck(index, withKind(check, (value ?? 'none') as Kind))} w={190} />
                <ActionIcon variant="subtle" color="red" aria-label={t('deleteNamed', { name })} onClick={() => onChange({ ...body, checks: body.checks.filter((_, i) => i !== index) })}>
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
              {kind === 'text' && <TextInput label={t('textContains')} value={check.text ?? ''} onChange={(e) => setCheck(index, { ...check, text: e.currentTarget.value })} error={errors[`checks.${index}.text`]} />}
              {kind === 'style' && (
                <Group gap="xs" grow>
                  <TextInput label={t('cssProperty')} placeholder={examples.property} value={check.style?.property ?? ''} onChange={(e) => setCheck(index, { ...check, style: { property: e.currentTarget.value, value: check.style?.value ?? '' } })} error={errors[`checks.${index}.style.property`]} />
                  <TextInput label={t('value')} placeholder={examples.value} value={check.style?.value ?? ''} onChange={(e) => setCheck(index, { ...check, style: { property: check.style?.property ?? '', value: e.currentTarget.value } })} error={errors[`checks.${index}.style.value`]} />
                </Group>
              )}
              {kind === 'attribute' && (
                <Group gap="xs" grow>
                  <TextInput label={t('attribute')} placeholder={examples.attribute} value={check.attribute?.name ?? ''} onChange={(e) => setCheck(index, { ...check, attribute: { ...check.attribute, name: e.currentTarget.value } })} error={errors[`checks.${index}.attribute.name`]} />
                  <TextInput label={t('valueOptional')} value={check.attribute?.value ?? ''} onChange={(e) => setCheck(index, { ...check, attribute: { name: check.attribute?.name ?? '', ...(e.currentTarget.value ? { value: e.currentTarget.value } : {}) } })} />
                </Group>
              )}
              <TextInput label={t('failMessage')} required placeholder={t('failPlaceholder')} value={check.message} onChange={(e) => setCheck(index, { ...check, message: e.currentTarget.value })} error={errors[`checks.${index}.message`]} />
            </Stack>
          </Paper>
        );
      })}
      <Button
        variant="light"
        size="xs"
        leftSection={<IconPlus size={14} />}
        disabled={body.checks.length >= maxExerciseChecks}
        onClick={() => onChange({ ...body, checks: [...body.checks, { selector: '', message: '' }] })}
        w="fit-content"
      >
        {t('addCheck')}
      </Button>
    </Stack>
  );
}
