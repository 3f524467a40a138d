import { Stack, Text, Textarea } from '@mantine/core';
import { usePlaygroundTexts } from '../playground-texts';

/** Example answers to a program's questions (a name, a number): data, not interface words. */
const exampleInput = 'Asha\n42';

/** Batch stdin: when there is text here, Run sends it all at once instead of opening an interactive run. */
export function InputPanel({ value, onChange, height }: { value: string; onChange: (value: string) => void; height: number }) {
  const t = usePlaygroundTexts();
  return (
    <Stack gap="xs" p="sm">
      <Text fz="sm" c="dimmed">
        {t('inputHelp')}
      </Text>
      <Textarea
        aria-label={t('inputLabel')}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        autosize
        minRows={4}
        maxRows={Math.max(4, Math.floor((height - 120) / 24))}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        placeholder={exampleInput}
      />
    </Stack>
  );
}
