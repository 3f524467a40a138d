import { Anchor, Checkbox, Select, SimpleGrid, Stack, TagsInput, Textarea, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ProblemStatement } from '@shared/hackathon/event';
import { aiExperienceLevels, commonProgrammingLanguages, maxProgrammingLanguages, previousHackathonCounts } from '@shared/hackathon/participant-background';
import type { WizardForm } from '@shared/hackathon/wizard-form';
import { IconBrandGithub, IconBrandLinkedin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useErrorText, useInputProps } from './use-error-text';
import { aiExperienceKeys, previousHackathonKeys, useWizardTexts } from './wizard-texts';
import { WizardSummary } from './WizardSummary';

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
  const optionalSelect = (path: 'aiExperience' | 'previousHackathons') => ({
    clearable: true,
    placeholder: t('choose'),
    value: form.getValues()[path] || null,
    onChange: (value: string | null) => form.setFieldValue(path, value ?? ''),
    error: errorText(form.errors[path]),
  });

  return (
    <Stack gap="md">
      <Textarea label={t('projectIdea')} autosize minRows={3} maxLength={2000} {...inputProps('projectIdea')} data-testid="project-idea" />
      <Textarea
        label={t('expectations')}
        autosize
        minRows={2}
        maxLength={1000}
        {...inputProps('expectations')}
        data-testid="expectations"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={t('github')} placeholder="https://github.com/you" leftSection={<IconBrandGithub size={16} />} {...inputProps('github')} data-testid="github" />
        <TextInput
          label={t('linkedin')}
          placeholder="https://linkedin.com/in/you"
          leftSection={<IconBrandLinkedin size={16} />}
          {...inputProps('linkedin')}
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
          {...inputProps('programmingLanguages')}
          data-testid="programming-languages"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select label={t('aiExperience')} data={aiOptions} {...optionalSelect('aiExperience')} data-testid="ai-experience" />
          <Select label={t('previousHackathons')} data={hackathonOptions} {...optionalSelect('previousHackathons')} data-testid="previous-hackathons" />
        </SimpleGrid>
        <Textarea label={t('otherSkills')} placeholder={t('otherSkillsPlaceholder')} autosize minRows={1} maxLength={500} {...inputProps('additionalSkills')} data-testid="additional-skills" />
      </Stack>
      <Stack gap="xs" role="group" aria-labelledby="commitments-title">
        <Title order={3} fz="md" id="commitments-title">
          {t('commitments')}
        </Title>
        <Checkbox label={t('commitIbm')} {...checkbox('commitments.ibmSkillsbuild')} data-testid="commit-ibm" />
        <Checkbox label={t('commitNasscom')} {...checkbox('commitments.nasscomCourses')} data-testid="commit-nasscom" />
        <Checkbox label={t('commitFull')} {...checkbox('commitments.fullParticipation')} data-testid="commit-full" />
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
        {...checkbox('agreeToTerms')}
        data-testid="agree-terms"
      />
    </Stack>
  );
}
