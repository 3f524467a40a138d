import { Button, Group, Stack, Textarea } from '@mantine/core';
import { resumeLimits } from '@shared/resume/resume';
import { summaryMinLength } from '@shared/resume/builder-score';
import { sectionSuggestions } from '@shared/resume/suggestions';
import { IconSparkles } from '@tabler/icons-react';
import { useResumeFormContext } from '../resume-form';
import { useResumeTexts } from '../resume-texts';
import { TipsList } from '../TipsList';

/** An example summary: resumes are written in English for employers, so the example is too. */
const summaryExample = 'Final-year computer science student who builds web apps with React and Node.js…';

interface Props {
  onOptimize: () => void;
  /** Advice the last improvement came back with. */
  advice: string[];
}

/** Step 2: the summary, counted by the score once it is longer than 50 characters (product.md §2.9). */
export function SummaryStep({ onOptimize, advice }: Props) {
  const t = useResumeTexts();
  const form = useResumeFormContext();
  const { summary, targetRole, industry } = form.getValues();
  const length = summary.trim().length;
  const summaryInput = form.getInputProps('summary');
  const summaryKey = form.key('summary');
  const tips = advice.length > 0 ? advice : sectionSuggestions('summary', targetRole, industry).suggestions;
  return (
    <Stack gap="md">
      <Textarea
        label={t('professionalSummary')}
        description={length > summaryMinLength ? t('summaryChars', { n: length }) : t('summaryCharsShort', { n: length, min: summaryMinLength })}
        autosize
        minRows={5}
        maxRows={14}
        maxLength={resumeLimits.summary}
        placeholder={summaryExample}
        {...summaryInput}
        key={summaryKey}
      />
      <Group>
        <Button variant="light" leftSection={<IconSparkles size={16} />} onClick={onOptimize} disabled={summary.trim() === ''}>
          {t('improveSummary')}
        </Button>
      </Group>
      <TipsList tips={tips} />
    </Stack>
  );
}
