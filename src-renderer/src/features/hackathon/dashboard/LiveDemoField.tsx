import { Button, Group, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconCircleCheck, IconCircleX, IconWorld } from '@tabler/icons-react';
import { useServerText } from '../../../core/i18n';
import { useErrorText } from '../use-error-text';
import { useDashboardTexts } from './dashboard-texts';
import type { SubmissionFormValues } from './submission-form';
import { useUrlCheck } from './use-url-check';

/** An example address, the same in every language. */
const exampleDemo = 'https://your-project.vercel.app';

/**
 * The live demo link with a Check button asking the server whether it answers (product.md §3.7
 * "Other calls": a HEAD within 5 s). A result is shown only for the address it was checked for.
 */
export function LiveDemoField({ form }: { form: UseFormReturnType<SubmissionFormValues> }) {
  const t = useDashboardTexts();
  const serverText = useServerText();
  const errorText = useErrorText();
  const check = useUrlCheck();
  const liveDemoProps = form.getInputProps('liveDemo');
  const url = form.values.liveDemo.trim();
  const checked = check.variables === url;
  return (
    <div>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          label={t('liveDemo')}
          placeholder={exampleDemo}
          leftSection={<IconWorld size={16} />}
          maxLength={500}
          style={{ flex: 1, minWidth: 0 }}
          {...liveDemoProps}
          error={errorText(form.errors.liveDemo)}
        />
        <Button variant="default" mt={25} onClick={() => check.mutate(url)} loading={check.isPending} disabled={!URL.canParse(url)} aria-label={t('checkLabel')}>
          {t('check')}
        </Button>
      </Group>
      {checked && check.data && (
        <Text fz="xs" mt={4} c={check.data.accessible ? 'teal' : 'red'} role="status">
          {check.data.accessible ? <IconCircleCheck size={12} aria-hidden /> : <IconCircleX size={12} aria-hidden />} {serverText(check.data.message)}
        </Text>
      )}
      {checked && check.error && (
        <Text fz="xs" mt={4} c="red" role="status">
          {serverText(check.error)}
        </Text>
      )}
    </div>
  );
}
