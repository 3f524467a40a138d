import { Anchor, Checkbox, Select, SimpleGrid, Stack, TagsInput, Textarea, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ProblemStatement } from '@shared/hackathon/event';
import { aiExperienceLevels, commonProgrammingLanguages, maxProgrammingLanguages, previousHackathonCounts } from '@shared/hackathon/participant-background';
import type { WizardForm } from '@shared/hackathon/wizard-form';
import { IconBrandGithub, IconBrandLinkedin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useErrorText, useInputProps } from '../use-error-text';
import { aiExperienceKeys, previousHackathonKeys, useWizardTexts } from './wizard-texts';
import { WizardSummary } from './WizardSummary';

/** Example addresses, the same in every language. */
const examples = { github: 'https://github.com/you', linkedin: 'https://linkedin.com/in/you' };

interface Props {
  form: UseFormReturnType<WizardForm>;
  problems: readonly ProblemStatement[];
  feePerPersonPaise: number;
}

/** Step 3, Finalize (product.md §3.2.4): the idea, the commitments of product.md §3.3, the terms and a summary. */
export function FinalizeStep({ form, problems, feePerPersonPaise }: Props) {
  const t = useWizardTexts();
  const inputProps = useInputProps(form);
  const errorText = useErrorText();
  const aiOptions = aiExperienceLevels.map((level) => ({ value: level, label: t(aiExperienceKeys[level]) }));
  const hackathonOptions = previousHackathonCounts.map((count) => ({ value: count, label: t(previousHackathonKeys[count]) }));
  const checkbox = (path: string) => inputProps(path, { type: 'checkbox' });
  // Each field's props, worked out before the markup so the field names are not read as words on screen.
  const fields = {
    projectIdea: inputProps('projectIdea'),
    expectations: inputProps('expectations'),
    github: inputProps('github'),
    linkedin: inputProps('linkedin'),
    programmingLanguages: inputProps('programmingLanguages'),
    additionalSkills: inputProps('additionalSkills'),
    ibm: checkbox('commitments.ibmSkillsbuild'),
    nasscom: checkbox('commitments.nasscomCourses'),
    full: checkbox('commitments.fullParticipation'),
    terms: checkbox('agreeToTerms'),
  };
  const optionalSelect = (path: 'aiExperience' | 'previousHackathons') => ({
    clearable: true,
    placeholder: t('choose'),
    value: form.getValues()[path] || null,
    onChange: (value: string | null) => form.setFieldValue(path, value ?? ''),
    error: errorText(form.errors[path]),
  });
  const aiSelect = optionalSelect('aiExperience');
  const hackathonsSelect = optionalSelect('previousHackathons');

  return (
    <Stack gap="md">
      <Textarea label={t('projectIdea')} autosize minRows={3} maxLength={2000} {...fields.projectIdea} data-testid="project-idea" />
      <Textarea
        label={t('expectations')}
        autosize
        minRows={2}
        maxLength={1000}
        {...fields.expectations}
        data-testid="expectations"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={t('github')} placeholder={examples.github} leftSection={<IconBrandGithub size={16} />} {...fields.github} data-testid="github" />
        <TextInput
          label={t('linkedin')}
          placeholder={examples.linkedin}
          leftSection={<IconBrandLinkedin size={16} />}
          {...fields.linkedin}
          data-testid="linkedin"
        />
      </SimpleGrid>
      <Stack gap="xs" role="group" aria-labelledby="background-title">
        <Title order={3} fz="md" id="background-title">
          {t('background')}
        </Title>
        <TagsInput
          label={t('languages')}
          description={t('languagesDescription', { max: maxProgrammingLanguages })}
          data={[...commonProgrammingLanguages]}
          maxTags={maxProgrammingLanguages}
          clearable
          {...fields.programmingLanguages}
          data-testid="programming-languages"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select label={t('aiExperience')} data={aiOptions} {...aiSelect} data-testid="ai-experience" />
          <Select label={t('previousHackathons')} data={hackathonOptions} {...hackathonsSelect} data-testid="previous-hackathons" />
        </SimpleGrid>
        <Textarea label={t('otherSkills')} placeholder={t('otherSkillsPlaceholder')} autosize minRows={1} maxLength={500} {...fields.additionalSkills} data-testid="additional-skills" />
      </Stack>
      <Stack gap="xs" role="group" aria-labelledby="commitments-title">
        <Title order={3} fz="md" id="commitments-title">
          {t('commitments')}
        </Title>
        <Checkbox label={t('commitIbm')} {...fields.ibm} data-testid="commit-ibm" />
        <Checkbox label={t('commitNasscom')} {...fields.nasscom} data-testid="commit-nasscom" />
        <Checkbox label={t('commitFull')} {...fields.full} data-testid="commit-full" />
      </Stack>
      <WizardSummary values={form.getValues()} problems={problems} feePerPersonPaise={feePerPersonPaise} />
      <Checkbox
        label={
          <>
            {t('agreeBefore')}{' '}
            <Anchor component={Link} to="/terms-conditions" target="_blank">
              {t('termsLink')}
            </Anchor>
            {t('agreeAfter')}
          </>
        }
        {...fields.terms}
        data-testid="agree-terms"
      />
    </Stack>
  );
}
