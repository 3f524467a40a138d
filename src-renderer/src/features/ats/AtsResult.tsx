import { Anchor, Badge, Button, Card, Group, List, Paper, Progress, RingProgress, ScrollArea, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { AtsScoreReply } from '@shared/api/ats';
import { atsWeights } from '@shared/ats/score';
import type { SuggestionKind } from '@shared/ats/suggestions';
import type { BuilderStep } from '@shared/resume/builder-score';
import { IconAlertTriangle, IconBulb, IconCircleCheck, IconCircleX, IconColumns, IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useServerText } from '../../core/i18n';
import { useAtsTexts, type AtsTextKey } from './ats-texts';
import { AtsTextView } from './AtsTextView';

/** §2.9's bands, each with a colour a learner reads at a glance. */
const bandColour: Record<AtsScoreReply['band'], string> = {
  'Excellent Match': 'green',
  'Good Match': 'teal',
  'Fair Match': 'yellow',
  'Needs Improvement': 'red',
};

const stepKeys: Record<BuilderStep, AtsTextKey> = {
  contact: 'stepContact',
  summary: 'stepSummary',
  experience: 'stepExperience',
  education: 'stepEducation',
  skills: 'stepSkills',
  projects: 'stepProjects',
  certificates: 'stepCertificates',
  languages: 'stepLanguages',
};

const bandKeys: Record<AtsScoreReply['band'], AtsTextKey> = {
  'Excellent Match': 'bandExcellent',
  'Good Match': 'bandGood',
  'Fair Match': 'bandFair',
  'Needs Improvement': 'bandNeedsImprovement',
};

const partLabels: Record<keyof typeof atsWeights, AtsTextKey> = {
  keywords: 'partKeywords',
  sections: 'partSections',
  contact: 'partContact',
  dates: 'partDates',
  length: 'partLength',
};

type Suggestion = AtsScoreReply['suggestions'][number];

/** The builder's step where a suggestion is acted on; the checker's sections are the builder's steps. */
function builderStepFor(suggestion: Suggestion): BuilderStep | undefined {
  if (suggestion.section) return suggestion.section;
  const byKind: Partial<Record<SuggestionKind, BuilderStep>> = { contact: 'contact', dates: 'experience', 'missing-phrase': 'experience', length: 'experience' };
  return byKind[suggestion.kind];
}

function SuggestionItem({ suggestion }: { suggestion: Suggestion }) {
  const t = useAtsTexts();
  const serverText = useServerText();
  const step = builderStepFor(suggestion);
  const icon = suggestion.kind === 'layout' ? <IconColumns size={16} /> : suggestion.kind === 'missing-skill' ? <IconBulb size={16} /> : <IconAlertTriangle size={16} />;
  return (
    <List.Item
      icon={
        <ThemeIcon size={26} radius="xl" variant="light" color={suggestion.kind === 'missing-skill' || suggestion.kind === 'missing-phrase' ? 'blue' : 'orange'}>
          {icon}
        </ThemeIcon>
      }
    >
      <Text fz="sm">{serverText(suggestion)}</Text>
      <Anchor component={Link} to={step ? `/resume-builder?step=${step}` : '/resume-builder'} fz="sm">
        {step ? t('openStep', { step: t(stepKeys[step]) }) : t('openBuilder')}
      </Anchor>
    </List.Item>
  );
}

function KeywordList({ title, words, found }: { title: string; words: readonly string[]; found: boolean }) {
  const t = useAtsTexts();
  const colour = found ? 'green' : 'red';
  return (
    <Card withBorder radius="md" padding="md">
      <Group gap="xs" mb="xs">
        {found ? <IconCircleCheck size={20} color="var(--mantine-color-green-7)" aria-hidden /> : <IconCircleX size={20} color="var(--mantine-color-red-7)" aria-hidden />}
        <Title order={3} fz="md">
          {title} ({words.length})
        </Title>
      </Group>
      {words.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {found ? t('noneFound') : t('noneMissing')}
        </Text>
      ) : (
        // §2.2: each list scrolls once it passes 200 px; the region is focusable so a keyboard can scroll it.
        <ScrollArea.Autosize mah={200} type="auto" offsetScrollbars tabIndex={0} aria-label={title} data-testid={found ? 'ats-present' : 'ats-missing'}>
          <Group gap={6}>
            {words.map((word) => (
              <Badge key={word} color={colour} variant="light" tt="none" size="lg" radius="sm">
                {word}
              </Badge>
            ))}
          </Group>
        </ScrollArea.Autosize>
      )}
    </Card>
  );
}

/** The check's result: score and band, the score's parts, keywords, suggestions and what the ATS read. */
export function AtsResult({ result }: { result: AtsScoreReply }) {
  const t = useAtsTexts();
  const colour = bandColour[result.band];
  const fileLine = result.file.type === 'pdf' ? t(result.file.pages === 1 ? 'filePdf' : 'filePdfPages', { pages: result.file.pages ?? '?' }) : 'DOCX';
  return (
    <Stack gap="lg" data-testid="ats-result">
      <Paper withBorder radius="md" p="lg">
        <Group align="center" gap="xl" wrap="wrap">
          <RingProgress
            size={150}
            thickness={14}
            roundCaps
            sections={[{ value: result.atsScore, color: colour }]}
            label={
              <Stack gap={0} align="center">
                <Text fw={800} fz={36} lh={1} data-testid="ats-score">
                  {result.atsScore}
                </Text>
                <Text fz="xs" c="dimmed">
                  {t('outOf100')}
                </Text>
              </Stack>
            }
            aria-label={t('scoreLabel', { score: result.atsScore })}
          />
          <Stack gap="xs" style={{ flex: '1 1 260px' }}>
            <Badge size="xl" color={colour} variant="light" tt="none" data-testid="ats-band">
              {t(bandKeys[result.band])}
            </Badge>
            <Text fz="sm" c="dimmed">
              {t('readSummary', { words: result.words, file: fileLine, found: result.presentKeywords.length, total: result.presentKeywords.length + result.missingKeywords.length })}
            </Text>
            <Stack gap={6}>
              {(Object.keys(atsWeights) as Array<keyof typeof atsWeights>).map((part) => (
                <div key={part}>
                  <Group justify="space-between" gap="xs">
                    <Text fz="xs">{t(partLabels[part])}</Text>
                    <Text fz="xs" c="dimmed">
                      {Math.round(result.parts[part])} / {atsWeights[part]}
                    </Text>
                  </Group>
                  <Progress value={(result.parts[part] / atsWeights[part]) * 100} size="sm" color={colour} aria-label={t(partLabels[part])} />
                </div>
              ))}
            </Stack>
          </Stack>
        </Group>
      </Paper>

      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <KeywordList title={t('keywordsFound')} words={result.presentKeywords} found />
        <KeywordList title={t('keywordsMissing')} words={result.missingKeywords} found={false} />
      </SimpleGrid>

      <Paper withBorder radius="md" p="lg">
        <Group justify="space-between" mb="sm">
          <Title order={2} fz="lg">
            {t('whatToChange')}
          </Title>
          <Button component={Link} to="/resume-builder" variant="light" size="xs" rightSection={<IconExternalLink size={14} />}>
            {t('resumeBuilder')}
          </Button>
        </Group>
        {result.suggestions.length === 0 ? (
          <Text fz="sm">{t('nothingToChange')}</Text>
        ) : (
          <List spacing="md" data-testid="ats-suggestions">
            {result.suggestions.map((suggestion, index) => (
              <SuggestionItem key={`${suggestion.kind}-${suggestion.keyword ?? index}`} suggestion={suggestion} />
            ))}
          </List>
        )}
      </Paper>

      <AtsTextView result={result} />
    </Stack>
  );
}
