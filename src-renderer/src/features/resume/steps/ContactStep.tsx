import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useResumeFormContext } from '../resume-form';

/** Step 1: who the resume is for and how to reach them (product.md §2.5: the first four are required). */
export function ContactStep() {
  const form = useResumeFormContext();
  const text = (key: 'firstName' | 'lastName' | 'email' | 'phone' | 'location' | 'jobTitle' | 'targetRole' | 'industry', label: string, extra: Record<string, unknown> = {}) => (
    <TextInput label={label} {...extra} {...form.getInputProps(key)} key={form.key(key)} />
  );
  const link = (key: 'linkedin' | 'github' | 'website' | 'portfolio', label: string, placeholder: string) => (
    <TextInput type="url" label={label} placeholder={placeholder} {...form.getInputProps(key)} key={form.key(key)} />
  );
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {text('firstName', 'First name', { withAsterisk: true, autoComplete: 'given-name' })}
        {text('lastName', 'Last name', { withAsterisk: true, autoComplete: 'family-name' })}
        {text('email', 'Email', { withAsterisk: true, type: 'email', autoComplete: 'email' })}
        {text('phone', 'Phone', { withAsterisk: true, type: 'tel', autoComplete: 'tel', placeholder: '+91 98765 43210' })}
        {text('location', 'Location', { placeholder: 'Pune, Maharashtra' })}
        {text('jobTitle', 'Current title', { placeholder: 'Final-year B.Tech student' })}
        {text('targetRole', 'Target role', { placeholder: 'Frontend Developer' })}
        {text('industry', 'Industry', { placeholder: 'Fintech' })}
      </SimpleGrid>
      <Text fw={600} fz="sm">
        Links
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {link('linkedin', 'LinkedIn', 'linkedin.com/in/your-name')}
        {link('github', 'GitHub', 'github.com/your-name')}
        {link('website', 'Website', 'https://')}
        {link('portfolio', 'Portfolio', 'https://')}
      </SimpleGrid>
    </Stack>
  );
}
