import { Alert, Button, Checkbox, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { codeLanguages, isRunnableLanguage, type CodeLanguage } from '@shared/courses/blocks';
import { IconPlayerPlay } from '@tabler/icons-react';
import { languageLabel } from '../../courses/blocks/prism-language';
import { useAdminMessage, useAdminTexts } from '../admin-texts';
import type { FieldsProps } from './fields-props';
import { useRunSample } from './use-run-sample';

const mono = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } };

/** A code block (product.md §2.3); a runnable sample runs here to fill in the output the reader shows under it. */
export function CodeFields({ body, onChange, errors, label }: FieldsProps<'code'>) {
  const t = useAdminTexts();
  const say = useAdminMessage();
  const run = useRunSample();
  const runnable = isRunnableLanguage(body.language) && body.runnable !== false;
  const runIt = () => {
    if (!isRunnableLanguage(body.language)) return;
    run.mutate(
      { language: body.language, content: body.content, stdin: body.stdin },
      { onSuccess: (result) => onChange({ ...body, expectedOutput: result.output }) },
    );
  };
  return (
    <Stack gap="xs">
      <Group gap="xs" grow preventGrowOverflow={false} wrap="wrap">
        <TextInput label={t('title')} value={body.title ?? ''} onChange={(e) => onChange({ ...body, title: e.currentTarget.value })} miw={180} />
        <Select
          label={t('language')}
          data={codeLanguages.map((language) => ({ value: language, label: languageLabel(language) }))}
          value={body.language}
          onChange={(language) => onChange({ ...body, language: (language ?? 'text') as CodeLanguage })}
          allowDeselect={false}
          error={errors.language}
          miw={140}
        />
      </Group>
      <TextInput label={t('description')} value={body.description ?? ''} onChange={(e) => onChange({ ...body, description: e.currentTarget.value })} />
      <Textarea
        label={t('code')}
        required
        autosize
        minRows={4}
        maxRows={20}
        spellCheck={false}
        styles={mono}
        value={body.content}
        onChange={(e) => onChange({ ...body, content: e.currentTarget.value })}
        error={errors.content}
      />
      {isRunnableLanguage(body.language) && (
        <Checkbox
          label={t('runsOnItsOwn')}
          checked={body.runnable !== false}
          onChange={(e) => onChange({ ...body, runnable: e.currentTarget.checked ? undefined : false })}
        />
      )}
      {runnable && (
        <>
          <Textarea label={t('standardInput')} autosize minRows={1} maxRows={6} styles={mono} value={body.stdin ?? ''} onChange={(e) => onChange({ ...body, stdin: e.currentTarget.value })} />
          <Textarea
            label={t('expectedOutput')}
            description={t('expectedOutputHint')}
            autosize
            minRows={2}
            maxRows={12}
            styles={mono}
            value={body.expectedOutput ?? ''}
            onChange={(e) => onChange({ ...body, expectedOutput: e.currentTarget.value })}
            error={errors.expectedOutput ?? errors['']}
          />
          <Group gap="xs">
            <Button size="xs" variant="light" leftSection={<IconPlayerPlay size={14} />} onClick={runIt} loading={run.isPending} disabled={body.content.trim() === ''} aria-label={t('runNamed', { label })}>
              {t('runAndFill')}
            </Button>
          </Group>
          {run.data?.problem && (
            <Alert color="yellow" role="status" title={t('checkOutput')}>
              {run.data.problem.kind === 'message' ? say(run.data.problem.message) : run.data.problem.kind === 'signal' ? t('sampleEndedSignal', { signal: run.data.problem.signal }) : t('sampleEndedCode', { code: run.data.problem.code })}
            </Alert>
          )}
          {run.isError && (
            <Alert color="red" role="alert" title={t('sampleCouldNotRun')}>
              {say(run.error)}
            </Alert>
          )}
        </>
      )}
    </Stack>
  );
}
