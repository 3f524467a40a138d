import { Button, Group, Progress, Stack, Tabs, Text } from '@mantine/core';
import { builderSteps, stepsDone, type BuilderStep } from '@shared/resume/builder-score';
import { IconCheck, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useResumeFormContext } from './resume-form';
import { useResumeTexts, type ResumeTextKey } from './resume-texts';
import { SectionErrorBoundary } from './SectionErrorBoundary';

/** The steps' names (the shared builder-score.ts stepLabels, in the learner's language). */
export const stepKeys: Record<BuilderStep, ResumeTextKey> = {
  contact: 'stepContact',
  summary: 'stepSummary',
  experience: 'stepExperience',
  education: 'stepEducation',
  skills: 'stepSkills',
  projects: 'stepProjects',
  certificates: 'stepCertificates',
  languages: 'stepLanguages',
};

interface Props {
  active: number;
  onChange: (step: number) => void;
  render: (step: BuilderStep) => ReactNode;
}

/** product.md §2.2: the eight tabbed steps with Previous and Next and an 'n of 8' progress bar. */
export function BuilderSteps({ active, onChange, render }: Props) {
  const t = useResumeTexts();
  const form = useResumeFormContext();
  const done = stepsDone(form.getValues());
  const current = builderSteps[active] ?? 'contact';
  const total = builderSteps.length;
  const tabList = useRef<HTMLDivElement>(null);
  // Eight tabs overflow a narrow column: keep the current one in sight when Next or Previous moves on.
  useEffect(() => {
    tabList.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [active]);
  return (
    <Stack gap="md">
      <div>
        <Group justify="space-between" mb={4}>
          <Text fz="sm" fw={600}>
            {t(stepKeys[current])}
          </Text>
          <Text fz="sm" c="dimmed" data-testid="step-counter">
            {t('stepCounter', { n: active + 1, total })}
          </Text>
        </Group>
        <Progress value={((active + 1) / total) * 100} size="sm" aria-label={t('stepProgress', { n: active + 1, total })} />
      </div>
      <Tabs value={current} onChange={(value) => onChange(Math.max(0, builderSteps.indexOf(value as BuilderStep)))} keepMounted={false}>
        <Tabs.List ref={tabList} style={{ flexWrap: 'nowrap', overflowX: 'auto', scrollbarWidth: 'thin' }}>
          {builderSteps.map((step) => (
            <Tabs.Tab key={step} value={step} rightSection={done[step] ? <IconCheck size={14} color="var(--mantine-color-teal-6)" aria-label={t('stepDone')} /> : null}>
              {t(stepKeys[step])}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {builderSteps.map((step) => (
          <Tabs.Panel key={step} value={step} pt="md">
            <SectionErrorBoundary>{render(step)}</SectionErrorBoundary>
          </Tabs.Panel>
        ))}
      </Tabs>
      <Group justify="space-between">
        <Button variant="default" leftSection={<IconChevronLeft size={16} />} disabled={active === 0} onClick={() => onChange(active - 1)}>
          {t('previous')}
        </Button>
        <Button rightSection={<IconChevronRight size={16} />} disabled={active === total - 1} onClick={() => onChange(active + 1)}>
          {t('next')}
        </Button>
      </Group>
    </Stack>
  );
}
