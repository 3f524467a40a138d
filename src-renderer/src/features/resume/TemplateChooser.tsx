import { Badge, Group, Radio, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ResumeTemplate, TemplateId } from '@shared/resume/templates';
import type { PaperSize } from '@shared/resume/paper';
import { useAppLanguage } from '../../core/i18n';
import { PaperSizeControl } from './PaperSizeControl';
import { templateInLanguage, useResumeTexts } from './resume-texts';

interface Props {
  templates: readonly ResumeTemplate[];
  template: TemplateId;
  onTemplate: (id: TemplateId) => void;
  paper: PaperSize;
  onPaper: (paper: PaperSize) => void;
  /** The comparison guide below the cards (the template dialog); the preview dialog leaves it out. */
  withGuide?: boolean;
}

/** product.md §2.2: the five templates with a comparison guide, and the paper size. */
export function TemplateChooser({ templates: given, template, onTemplate, paper, onPaper, withGuide = true }: Props) {
  const t = useResumeTexts();
  const language = useAppLanguage();
  const templates = given.map((each) => templateInLanguage(each, language));
  return (
    <Stack gap="md">
      <Radio.Group value={template} onChange={(value) => onTemplate(value as TemplateId)} label={t('template')} aria-label={t('template')}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" mt="xs">
          {templates.map((choice) => (
            <Radio.Card key={choice.id} value={choice.id} radius="md" p="sm" aria-label={choice.name}>
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator mt={2} />
                <div>
                  <Group gap={6}>
                    <Text fw={600}>{choice.name}</Text>
                    {choice.popular && (
                      <Badge size="xs" variant="light">
                        {t('popular')}
                      </Badge>
                    )}
                  </Group>
                  <Text fz="xs" c="dimmed" mt={4}>
                    {choice.description}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
      <div>
        <Text fz="sm" fw={500} mb={4}>
          {t('paperSize')}
        </Text>
        <PaperSizeControl paper={paper} onPaper={onPaper} />
      </div>
      {withGuide && (
        <div>
          <Title order={3} fz="md" mb="xs">
            {t('comparisonGuide')}
          </Title>
          <Table.ScrollContainer minWidth={560}>
            <Table striped withTableBorder fz="xs" verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('template')}</Table.Th>
                  <Table.Th>{t('bestFor')}</Table.Th>
                  <Table.Th>{t('features')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {templates.map((choice) => (
                  <Table.Tr key={choice.id}>
                    <Table.Td fw={600}>{choice.name}</Table.Td>
                    <Table.Td>{choice.best_for.join(', ')}</Table.Td>
                    <Table.Td>{choice.features.join('; ')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </div>
      )}
    </Stack>
  );
}
