import { Badge, Box, Group, Paper, Text } from '@mantine/core';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { useHomeTexts } from './home-texts';

type Token = { text: string; colour?: string };

/** A first program as the playground shows it, drawn with text only: no editor or image is loaded on the landing. */
const lines: Token[][] = [
  [{ text: '# Your first program', colour: 'gray.5' }],
  [{ text: 'name', colour: 'blue.3' }, { text: ' = ' }, { text: 'input', colour: 'yellow.3' }, { text: '(' }, { text: '"Your name? "', colour: 'green.3' }, { text: ')' }],
  [{ text: 'for', colour: 'grape.3' }, { text: ' day ' }, { text: 'in', colour: 'grape.3' }, { text: ' ' }, { text: 'range', colour: 'yellow.3' }, { text: '(' }, { text: '1', colour: 'orange.3' }, { text: ', ' }, { text: '4', colour: 'orange.3' }, { text: '):' }],
  [{ text: '    ' }, { text: 'print', colour: 'yellow.3' }, { text: '(' }, { text: 'f"Day {day}: well done, {name}!"', colour: 'green.3' }, { text: ')' }],
];

const windowDots = ['red.5', 'yellow.5', 'green.5'];
const fileName = 'main.py';

const output = ['Your name? Asha', 'Day 1: well done, Asha!', 'Day 2: well done, Asha!', 'Day 3: well done, Asha!'];

/** product.md §1.2 "Home": the hero's right half shows what learners do here, a program and its run. */
export function HeroCodeCard() {
  const t = useHomeTexts();
  return (
    <Paper radius="lg" bg="dark.8" c="gray.2" shadow="xl" w={380} style={{ flexShrink: 0 }} aria-hidden data-testid="hero-code-card">
      <Group justify="space-between" px="md" py={10} style={{ borderBottom: '1px solid var(--mantine-color-dark-5)' }}>
        <Group gap={6}>
          {windowDots.map((colour) => (
            <Box key={colour} w={10} h={10} bg={colour} style={{ borderRadius: '50%' }} />
          ))}
          <Text fz="xs" c="gray.4" ml="xs" lang="en" translate="no">
            {fileName}
          </Text>
        </Group>
        <Badge size="sm" color="green" variant="filled" leftSection={<IconPlayerPlayFilled size={10} />}>
          {t('run')}
        </Badge>
      </Group>
      <Box px="md" py="sm" ff="monospace" fz="sm" lang="en" translate="no" style={{ whiteSpace: 'pre', lineHeight: 1.7, overflowX: 'auto' }}>
        {lines.map((line, i) => (
          <div key={i}>
            {line.map((token, j) => (
              <Text key={j} span inherit c={token.colour}>
                {token.text}
              </Text>
            ))}
          </div>
        ))}
      </Box>
      <Box px="md" py="sm" ff="monospace" fz="xs" bg="dark.9" style={{ borderRadius: '0 0 var(--mantine-radius-lg) var(--mantine-radius-lg)', whiteSpace: 'pre' }}>
        <Text fz="xs" c="gray.5" mb={4}>
          {t('output')}
        </Text>
        {output.map((line) => (
          <div key={line} lang="en" translate="no">
            {line}
          </div>
        ))}
      </Box>
    </Paper>
  );
}
