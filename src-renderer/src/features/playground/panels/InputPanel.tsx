import { Stack, Text, Textarea } from '@mantine/core';

/** Batch stdin: when there is text here, Run sends it all at once instead of opening an interactive run. */
export function InputPanel({ value, onChange, height }: { value: string; onChange: (value: string) => void; height: number }) {
  return (
    <Stack gap="xs" p="sm">
      <Text fz="sm" c="dimmed">
        Text here is given to the program as its input when you press Run. Leave it empty to type answers in the terminal instead.
      </Text>
      <Textarea
        aria-label="Program input (stdin)"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        autosize
        minRows={4}
        maxRows={Math.max(4, Math.floor((height - 120) / 24))}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        placeholder={'Asha\n42'}
      />
    </Stack>
  );
}
