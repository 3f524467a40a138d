import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Resume } from '@shared/resume/resume';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { zodResolver } from '../../core/forms/zod-resolver';
import { entryFields, type ListName } from './entry-fields';
import { EntryFields } from './EntryFields';
import { newId } from './resume-draft';
import { OptimizeButton } from './SectionOptimizer';
import { useResumeFormContext } from './resume-form';
import { translatedErrors, useResumeTexts } from './resume-texts';

type Entry<L extends ListName> = Resume[L][number];

export interface ListStepProps<L extends ListName> {
  list: L;
  /** The entry's name in buttons and labels: 'Experience', 'Skill'. */
  noun: string;
  /** The entry's rules; its required fields are the Add form's (product.md §2.5). */
  schema: z.ZodType;
  blank: () => Entry<L>;
  headline: (entry: Entry<L>) => string;
  /** Marks beside an entry's headline (an expired certificate). */
  marks?: (entry: Entry<L>) => ReactNode;
  emptyText: string;
  /** Above the list: hints, quick-add chips. */
  children?: ReactNode;
  /** The entry's text field that "AI Optimize" improves, and the section the improver is told it is. */
  optimize?: { section: string; field: 'description' };
}

/**
 * One list step: every entry editable in place with a Remove button, then an Add form that asks
 * for the entry's main fields with product.md §2.5's rules before it joins the list.
 */
export function ListStep<L extends ListName>({ list, noun, schema, blank, headline, marks, emptyText, children, optimize }: ListStepProps<L>) {
  const form = useResumeFormContext();
  const entries = form.getValues()[list] as Array<Entry<L>>;
  const fields = entryFields[list];
  const t = useResumeTexts();
  const rules = zodResolver(schema);
  const add = useForm<Entry<L>>({ mode: 'controlled', initialValues: blank(), validate: (values) => translatedErrors(rules(values)) });
  const lower = noun.toLowerCase();

  const submit = add.onSubmit((values) => {
    // Mantine cannot follow a list chosen by a type parameter to its element type; `list` and `values` agree by construction.
    form.insertListItem(list, { ...values, id: newId() } as never);
    add.setValues(blank());
    add.resetDirty();
  });

  return (
    <Stack gap="md">
      {children}
      {entries.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {emptyText}
        </Text>
      ) : (
        entries.map((entry, index) => (
          <Paper key={entry.id} withBorder radius="md" p="md" component="section" aria-label={t('entryAria', { noun, n: index + 1, headline: headline(entry) })}>
            <Group justify="space-between" wrap="nowrap" mb="sm">
              <Group gap="xs" miw={0}>
                <Text fw={600} truncate>
                  {headline(entry) || t('entryFallback', { noun, n: index + 1 })}
                </Text>
                {marks?.(entry)}
              </Group>
              <Tooltip label={t('removeNoun', { noun: lower })}>
                <ActionIcon variant="subtle" color="red" aria-label={t('removeNounN', { noun: lower, n: index + 1 })} onClick={() => form.removeListItem(list, index)}>
                  <IconTrash size={18} />
                </ActionIcon>
              </Tooltip>
            </Group>
            <EntryFields fields={fields} labelSuffix={t('labelSuffix', { noun: lower, n: index + 1 })} inputProps={(key, type) => form.getInputProps(`${list}.${index}.${key}`, type ? { type } : undefined)} />
            {optimize && (
              <OptimizeButton
                section={optimize.section}
                content={String((entry as Record<string, unknown>)[optimize.field] ?? '')}
                path={`${list}.${index}.${optimize.field}`}
                adviceKey={entry.id}
                label={t('optimizeNounN', { noun: lower, n: index + 1 })}
              />
            )}
          </Paper>
        ))
      )}
      <Paper withBorder radius="md" p="md" bg="var(--mantine-color-default-hover)" component="form" onSubmit={submit} noValidate aria-label={t('addNoun', { noun: lower })}>
        <Title order={3} fz="md" mb="sm">
          {t('addNoun', { noun: lower })}
        </Title>
        <EntryFields fields={fields} inputProps={(key, type) => add.getInputProps(key, type ? { type } : undefined)} />
        <Group justify="flex-end" mt="sm">
          <Button type="submit" leftSection={<IconPlus size={16} />}>
            {t('addNoun', { noun })}
          </Button>
        </Group>
      </Paper>
    </Stack>
  );
}

/** The red mark of an expired certificate. */
export function ExpiredBadge() {
  const t = useResumeTexts();
  return (
    <Badge color="red" variant="light" size="sm">
      {t('expired')}
    </Badge>
  );
}
