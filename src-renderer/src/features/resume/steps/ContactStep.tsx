import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { Resume } from '@shared/resume/resume';
import { useResumeFormContext } from '../resume-form';
import { useResumeTexts, type ResumeTextKey } from '../resume-texts';

type TextKey = keyof Pick<Resume, 'firstName' | 'lastName' | 'email' | 'phone' | 'location' | 'jobTitle' | 'targetRole' | 'industry'>;
type LinkKey = keyof Pick<Resume, 'linkedin' | 'github' | 'website' | 'portfolio'>;

/** The contact fields in order; placeholders are example values, in English like the resume. */
const textFields: Array<{ key: TextKey; label: ResumeTextKey; extra?: Record<string, unknown> }> = [
  { key: 'firstName', label: 'firstName', extra: { withAsterisk: true, autoComplete: 'given-name' } },
  { key: 'lastName', label: 'lastName', extra: { withAsterisk: true, autoComplete: 'family-name' } },
  { key: 'email', label: 'email', extra: { withAsterisk: true, type: 'email', autoComplete: 'email' } },
  { key: 'phone', label: 'phone', extra: { withAsterisk: true, type: 'tel', autoComplete: 'tel', placeholder: '+91 98765 43210' } },
  { key: 'location', label: 'location', extra: { placeholder: 'Pune, Maharashtra' } },
  { key: 'jobTitle', label: 'currentTitle', extra: { placeholder: 'Final-year B.Tech student' } },
  { key: 'targetRole', label: 'targetRole', extra: { placeholder: 'Frontend Developer' } },
  { key: 'industry', label: 'industry', extra: { placeholder: 'Fintech' } },
];

/** LinkedIn and GitHub are brand names and stay as they are. */
const linkFields: Array<{ key: LinkKey; label: ResumeTextKey | { brand: string }; placeholder: string }> = [
  { key: 'linkedin', label: { brand: 'LinkedIn' }, placeholder: 'linkedin.com/in/your-name' },
  { key: 'github', label: { brand: 'GitHub' }, placeholder: 'github.com/your-name' },
  { key: 'website', label: 'website', placeholder: 'https://' },
  { key: 'portfolio', label: 'portfolio', placeholder: 'https://' },
];

const urlType = 'url';

/** Step 1: who the resume is for and how to reach them (product.md §2.5: the first four are required). */
export function ContactStep() {
  const t = useResumeTexts();
  const form = useResumeFormContext();
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {textFields.map(({ key, label, extra }) => (
          <TextInput label={t(label)} {...extra} {...form.getInputProps(key)} key={form.key(key)} />
        ))}
      </SimpleGrid>
      <Text fw={600} fz="sm">
        {t('links')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {linkFields.map(({ key, label, placeholder }) => (
          <TextInput type={urlType} label={typeof label === 'string' ? t(label) : label.brand} placeholder={placeholder} {...form.getInputProps(key)} key={form.key(key)} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
