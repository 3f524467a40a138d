import { Alert, Button, Checkbox, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { codeLanguages, isRunnableLanguage, type CodeLanguage } from '@shared/courses/blocks';
import { IconPlayerPlay } from '@tabler/icons-react';
import { languageLabel } from '../../courses/blocks/prism-language';
import type { FieldsProps } from './fields-props';
import { useRunSample } from './use-run-sample';

const mono = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } };

/** A code block (product.md §2.3); a runnable sample runs here to fill in the output the reader shows under it. */
export function CodeFields({ body, onChange, errors, label }: FieldsProps<'code'>) {
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
        <TextInput label="Title" value={body.title ?? ''} onChange={(e) => onChange({ ...body, title: e.currentTarget.value })} miw={180} />
        <Select
          label="Language"
          data={codeLanguages.map((language) => ({ value: language, label: languageLabel(language) }))}
          value={body.language}
          onChange={(language) => onChange({ ...body, language: (language ?? 'text') as CodeLanguage })}
          allowDeselect={false}
          error={errors.language}
          miw={140}
        />
      </Group>
      <TextInput label="Description" value={body.description ?? ''} onChange={(e) => onChange({ ...body, description: e.currentTarget.value })} />
      <Textarea
        label="Code"
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
          label="This sample runs on its own (untick for a fragment, such as a server or a browser-only call)"
          checked={body.runnable !== false}
          onChange={(e) => onChange({ ...body, runnable: e.currentTarget.checked ? undefined : false })}
        />
      )}
      {runnable && (
        <>
          <Textarea label="Standard input" autosize minRows={1} maxRows={6} styles={mono} value={body.stdin ?? ''} onChange={(e) => onChange({ ...body, stdin: e.currentTarget.value })} />
          <Textarea
            label="Expected output"
            description="Shown under the sample; the course library check runs it and compares."
            autosize
            minRows={2}
            maxRows={12}
            styles={mono}
            value={body.expectedOutput ?? ''}
            onChange={(e) => onChange({ ...body, expectedOutput: e.currentTarget.value })}
            error={errors.expectedOutput ?? errors['']}
          />
          <Group gap="xs">
            <Button size="xs" variant="light" leftSection={<IconPlayerPlay size={14} />} onClick={runIt} loading={run.isPending} disabled={body.content.trim() === ''} aria-label={`Run ${label} and fill in its output`}>
              Run and fill in output
            </Button>
          </Group>
          {run.data?.problem && (
            <Alert color="yellow" role="status" title="Check the output">
              {run.data.problem}
            </Alert>
          )}
          {run.isError && (
            <Alert color="red" role="alert" title="The sample could not run">
              {run.error.message}
            </Alert>
          )}
        </>
      )}
    </Stack>
  );
}
