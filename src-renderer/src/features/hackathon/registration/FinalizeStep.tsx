import { Anchor, Checkbox, Select, SimpleGrid, Stack, TagsInput, Textarea, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ProblemStatement } from '@shared/hackathon/event';
import {
  aiExperienceLabels,
  aiExperienceLevels,
  commonProgrammingLanguages,
  maxProgrammingLanguages,
  previousHackathonCounts,
  previousHackathonLabels,
} from '@shared/hackathon/participant-background';
import type { WizardForm } from '@shared/hackathon/wizard-form';
import { IconBrandGithub, IconBrandLinkedin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { WizardSummary } from './WizardSummary';

const aiOptions = aiExperienceLevels.map((level) => ({ value: level, label: aiExperienceLabels[level] }));
const hackathonOptions = previousHackathonCounts.map((count) => ({ value: count, label: previousHackathonLabels[count] }));

interface Props {
  form: UseFormReturnType<WizardForm>;
  problems: readonly ProblemStatement[];
  feePerPersonPaise: number;
}

/** Step 3, Finalize (product.md §3.2.4): the idea, the commitments of product.md §3.3, the terms and a summary. */
export function FinalizeStep({ form, problems, feePerPersonPaise }: Props) {
  const checkbox = (path: string) => form.getInputProps(path, { type: 'checkbox' });
  const optionalSelect = (path: 'aiExperience' | 'previousHackathons') => ({
    clearable: true,
    placeholder: 'Choose',
    value: form.getValues()[path] || null,
    onChange: (value: string | null) => form.setFieldValue(path, value ?? ''),
    error: form.errors[path],
  });

  return (
    <Stack gap="md">
      <Textarea label="Project idea (optional)" autosize minRows={3} maxLength={2000} {...form.getInputProps('projectIdea')} data-testid="project-idea" />
      <Textarea
        label="What do you expect from the hackathon? (optional)"
        autosize
        minRows={2}
        maxLength={1000}
        {...form.getInputProps('expectations')}
        data-testid="expectations"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="GitHub (optional)" placeholder="https://github.com/you" leftSection={<IconBrandGithub size={16} />} {...form.getInputProps('github')} data-testid="github" />
        <TextInput
          label="LinkedIn (optional)"
          placeholder="https://linkedin.com/in/you"
          leftSection={<IconBrandLinkedin size={16} />}
          {...form.getInputProps('linkedin')}
          data-testid="linkedin"
        />
      </SimpleGrid>
      <Stack gap="xs" role="group" aria-labelledby="background-title">
        <Title order={3} fz="md" id="background-title">
          Your background (optional)
        </Title>
        <TagsInput
          label="Programming languages you know"
          description={`Pick or type up to ${maxProgrammingLanguages}, Enter after each`}
          data={[...commonProgrammingLanguages]}
          maxTags={maxProgrammingLanguages}
          clearable
          {...form.getInputProps('programmingLanguages')}
          data-testid="programming-languages"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select label="Experience with AI" data={aiOptions} {...optionalSelect('aiExperience')} data-testid="ai-experience" />
          <Select label="Hackathons before this one" data={hackathonOptions} {...optionalSelect('previousHackathons')} data-testid="previous-hackathons" />
        </SimpleGrid>
        <Textarea label="Other skills" placeholder="Design, public speaking, hardware…" autosize minRows={1} maxLength={500} {...form.getInputProps('additionalSkills')} data-testid="additional-skills" />
      </Stack>
      <Stack gap="xs" role="group" aria-labelledby="commitments-title">
        <Title order={3} fz="md" id="commitments-title">
          Commitments
        </Title>
        <Checkbox label="I will complete the IBM SkillsBuild courses" {...checkbox('commitments.ibmSkillsbuild')} data-testid="commit-ibm" />
        <Checkbox label="I will complete the NASSCOM courses" {...checkbox('commitments.nasscomCourses')} data-testid="commit-nasscom" />
        <Checkbox label="I will take part for the whole event" {...checkbox('commitments.fullParticipation')} data-testid="commit-full" />
      </Stack>
      <WizardSummary values={form.getValues()} problems={problems} feePerPersonPaise={feePerPersonPaise} />
      <Checkbox
        label={
          <>
            I agree to the{' '}
            <Anchor component={Link} to="/terms-conditions" target="_blank">
              terms and conditions
            </Anchor>
          </>
        }
        {...checkbox('agreeToTerms')}
        data-testid="agree-terms"
      />
    </Stack>
  );
}
