import { Button, Group, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconCircleCheck, IconCircleX, IconWorld } from '@tabler/icons-react';
import type { SubmissionFormValues } from './submission-form';
import { useUrlCheck } from './use-url-check';

/**
 * The live demo link with a Check button asking the server whether it answers (product.md §3.7
 * "Other calls": a HEAD within 5 s). A result is shown only for the address it was checked for.
 */
export function LiveDemoField({ form }: { form: UseFormReturnType<SubmissionFormValues> }) {
  const check = useUrlCheck();
  const url = form.values.liveDemo.trim();
  const checked = check.variables === url;
  return (
    <div>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          label="Live demo"
          placeholder="https://your-project.vercel.app"
          leftSection={<IconWorld size={16} />}
          maxLength={500}
          style={{ flex: 1, minWidth: 0 }}
          {...form.getInputProps('liveDemo')}
        />
        <Button variant="default" mt={25} onClick={() => check.mutate(url)} loading={check.isPending} disabled={!URL.canParse(url)} aria-label="Check whether the demo link answers">
          Check
        </Button>
      </Group>
      {checked && check.data && (
        <Text fz="xs" mt={4} c={check.data.accessible ? 'teal' : 'red'} role="status">
          {check.data.accessible ? <IconCircleCheck size={12} aria-hidden /> : <IconCircleX size={12} aria-hidden />} {check.data.message}
        </Text>
      )}
      {checked && check.error && (
        <Text fz="xs" mt={4} c="red" role="status">
          {check.error.message}
        </Text>
      )}
    </div>
  );
}
