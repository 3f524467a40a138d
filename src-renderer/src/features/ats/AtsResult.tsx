import { Anchor, Badge, Button, Card, Group, List, Paper, Progress, RingProgress, ScrollArea, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { AtsScoreReply } from '@shared/api/ats';
import { atsWeights } from '@shared/ats/score';
import type { SuggestionKind } from '@shared/ats/suggestions';
import { stepLabels, type BuilderStep } from '@shared/resume/builder-score';
import { IconAlertTriangle, IconBulb, IconCircleCheck, IconCircleX, IconColumns, IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AtsTextView } from './AtsTextView';

/** §2.9's bands, each with a colour a learner reads at a glance. */
const bandColour: Record<AtsScoreReply['band'], string> = {
  'Excellent Match': 'green',
  'Good Match': 'teal',
  'Fair Match': 'yellow',
  'Needs Improvement': 'red',
};

const partLabels: Record<keyof typeof atsWeights, string> = {
  keywords: 'Job keywords',
  sections: 'Sections an ATS can find',
  contact: 'Contact details',
  dates: 'Dates it can read',
  length: 'Length',
};

type Suggestion = AtsScoreReply['suggestions'][number];

/** The builder's step where a suggestion is acted on; the checker's sections are the builder's steps. */
function builderStepFor(suggestion: Suggestion): BuilderStep | undefined {
  if (suggestion.section) return suggestion.section;
  const byKind: Partial<Record<SuggestionKind, BuilderStep>> = { contact: 'contact', dates: 'experience', 'missing-phrase': 'experience', length: 'experience' };
  return byKind[suggestion.kind];
}

function SuggestionItem({ suggestion }: { suggestion: Suggestion }) {
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
      <Text fz="sm">{suggestion.message}</Text>
      <Anchor component={Link} to={step ? `/resume-builder?step=${step}` : '/resume-builder'} fz="sm">
        {step ? `Open ${stepLabels[step]} in the resume builder` : 'Open the resume builder'}
      </Anchor>
    </List.Item>
  );
}

function KeywordList({ title, words, found }: { title: string; words: readonly string[]; found: boolean }) {
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
          {found ? 'None of the job’s keywords were found.' : 'Your resume has every keyword the job asks for.'}
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
  const colour = bandColour[result.band];
  const fileLine = result.file.type === 'pdf' ? `PDF, ${result.file.pages} page${result.file.pages === 1 ? '' : 's'}` : 'DOCX';
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
                  out of 100
                </Text>
              </Stack>
            }
            aria-label={`ATS score ${result.atsScore} out of 100`}
          />
          <Stack gap="xs" style={{ flex: '1 1 260px' }}>
            <Badge size="xl" color={colour} variant="light" tt="none" data-testid="ats-band">
              {result.band}
            </Badge>
            <Text fz="sm" c="dimmed">
              {result.words} words read from your {fileLine}; {result.presentKeywords.length} of {result.presentKeywords.length + result.missingKeywords.length} job keywords found.
            </Text>
            <Stack gap={6}>
              {(Object.keys(atsWeights) as Array<keyof typeof atsWeights>).map((part) => (
                <div key={part}>
                  <Group justify="space-between" gap="xs">
                    <Text fz="xs">{partLabels[part]}</Text>
                    <Text fz="xs" c="dimmed">
                      {Math.round(result.parts[part])} / {atsWeights[part]}
                    </Text>
                  </Group>
                  <Progress value={(result.parts[part] / atsWeights[part]) * 100} size="sm" color={colour} aria-label={partLabels[part]} />
                </div>
              ))}
            </Stack>
          </Stack>
        </Group>
      </Paper>

      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <KeywordList title="Keywords found" words={result.presentKeywords} found />
        <KeywordList title="Keywords missing" words={result.missingKeywords} found={false} />
      </SimpleGrid>

      <Paper withBorder radius="md" p="lg">
        <Group justify="space-between" mb="sm">
          <Title order={2} fz="lg">
            What to change
          </Title>
          <Button component={Link} to="/resume-builder" variant="light" size="xs" rightSection={<IconExternalLink size={14} />}>
            Resume builder
          </Button>
        </Group>
        {result.suggestions.length === 0 ? (
          <Text fz="sm">Nothing to change: an ATS reads every section and finds the job’s keywords.</Text>
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
