import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { itemMessages } from '@shared/resume/resume';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { blankCustomItem, blankCustomSection } from '../resume-draft';
import { useResumeFormContext } from '../resume-form';
import { OptimizeButton } from '../SectionOptimizer';
import { resumeMessage, useResumeTexts } from '../resume-texts';

/** Example titles, in English like the resume they go into. */
const sectionExamples = 'Awards, Volunteering, Publications';
const itemLabels = { title: 'itemTitle', subtitle: 'itemSubtitle', date: 'itemDate', url: 'itemUrl' } as const;
const itemFields = ['title', 'subtitle', 'date', 'url'] as const;

/**
 * Sections the templates have no slot for (awards, volunteering, publications), kept after the
 * languages as the resume prints them last: a title, a paragraph and entries, all edited in place.
 */
export function CustomSections() {
  const t = useResumeTexts();
  const form = useResumeFormContext();
  const sections = form.getValues().customSections;
  const add = useForm({ mode: 'controlled', initialValues: { title: '' }, validate: { title: (v: string) => (v.trim() === '' ? resumeMessage(itemMessages.sectionTitle) : null) } });
  const titleInput = add.getInputProps('title');
  const submit = add.onSubmit(({ title }) => {
    form.insertListItem('customSections', { ...blankCustomSection(), title: title.trim() });
    add.reset();
  });
  return (
    <Stack gap="md" mt="xl">
      <Title order={3} fz="lg">
        {t('additionalSections')}
      </Title>
      {sections.map((section, s) => (
        <Paper key={section.id} withBorder radius="md" p="md" component="section" aria-label={t('sectionAria', { title: section.title })}>
          <Group justify="space-between" wrap="nowrap" align="flex-end">
            <TextInput style={{ flex: 1 }} label={t('sectionTitle')} aria-label={t('sectionTitleOf', { n: s + 1 })} {...form.getInputProps(`customSections.${s}.title`)} />
            <ActionIcon variant="subtle" color="red" mb={4} aria-label={t('removeSection', { n: s + 1 })} onClick={() => form.removeListItem('customSections', s)}>
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
          <Textarea mt="sm" label={t('paragraph')} aria-label={t('paragraphOf', { n: s + 1 })} autosize minRows={2} {...form.getInputProps(`customSections.${s}.content`)} />
          <OptimizeButton section={section.title} content={section.content} path={`customSections.${s}.content`} adviceKey={section.id} label={t('optimizeParagraphOf', { n: s + 1 })} />
          {section.items.map((item, i) => (
            <Paper key={item.id} withBorder p="sm" mt="sm" radius="sm">
              <Group justify="space-between" mb={4}>
                <Text fz="sm" fw={600}>
                  {t('entryN', { n: i + 1 })}
                </Text>
                <ActionIcon variant="subtle" color="red" aria-label={t('removeEntry', { i: i + 1, s: s + 1 })} onClick={() => form.removeListItem(`customSections.${s}.items`, i)}>
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
                {itemFields.map((key) => (
                  <TextInput key={key} label={t(itemLabels[key])} {...form.getInputProps(`customSections.${s}.items.${i}.${key}`)} />
                ))}
              </SimpleGrid>
              <Textarea mt="xs" label={t('fieldDescription')} autosize minRows={2} {...form.getInputProps(`customSections.${s}.items.${i}.description`)} />
              <OptimizeButton
                section={section.title}
                content={item.description}
                path={`customSections.${s}.items.${i}.description`}
                adviceKey={item.id}
                label={t('optimizeEntry', { i: i + 1, s: s + 1 })}
              />
            </Paper>
          ))}
          <Button mt="sm" size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => form.insertListItem(`customSections.${s}.items`, blankCustomItem())}>
            {t('addEntry')}
          </Button>
        </Paper>
      ))}
      <form onSubmit={submit} noValidate aria-label={t('addSectionAria')}>
        <Group align="flex-start">
        <TextInput style={{ flex: 1 }} label={t('newSectionTitle')} placeholder={sectionExamples} {...titleInput} />
        <Button type="submit" mt={25} variant="light" leftSection={<IconPlus size={16} />}>
            {t('addSection')}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
