import { ActionIcon, Badge, Box, Button, CopyButton, Group, Paper, Stack, Text } from '@mantine/core';
import type { CodeLanguage } from '@shared/courses/blocks';
import { IconCheck, IconCopy, IconPlayerPlay, IconTerminal2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { lazyWithStyles } from '../../../core/lazy-with-styles';
import { StyledPartSuspense } from '../../../core/StyledPartSuspense';
import { appLinkAttribute } from '../../../core/prerender/prerendered-page';
import { useReaderTexts } from '../reader-texts';
import { CodeView } from './CodeView';
import { languageLabel } from './prism-language';

/** What the playground receives when a learner opens a sample there. */
export interface PlaygroundHandoff {
  code: string;
  language: CodeLanguage;
}

// Until the tooltip arrives the button works without it.
const CopyTooltip = lazyWithStyles(async () => (await import('./CopyTooltip')).CopyTooltip);

/** product.md §1.9: copy feedback stays for 2 s. */
const copiedMs = 2_000;

interface CodeBlockProps {
  code: string;
  language: CodeLanguage;
  title?: string;
  description?: string;
  expectedOutput?: string;
}

export function CodeBlock({ code, language, title, description, expectedOutput }: CodeBlockProps) {
  const t = useReaderTexts();
  const handoff: PlaygroundHandoff = { code, language };
  // Language names stay as they are; only the two that are plain words are said in the learner's language.
  const label = language === 'bash' ? t('terminal') : language === 'text' ? t('plainText') : languageLabel(language);
  return (
    <Paper withBorder radius="md" data-testid="code-block">
      <Group justify="space-between" gap="xs" px="sm" py={6} wrap="nowrap" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <Badge variant="light" color="gray" radius="sm" tt="none" style={{ flexShrink: 0 }}>
            {label}
          </Badge>
          {title && (
            <Text fz="sm" fw={600} truncate>
              {title}
            </Text>
          )}
        </Group>
        <Group gap={4} wrap="nowrap">
          <CopyButton value={code} timeout={copiedMs}>
            {({ copied, copy }) => {
              const button = (
                <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} onClick={copy} aria-label={copied ? t('copied') : t('copyCode')}>
                  {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                </ActionIcon>
              );
              return (
                <StyledPartSuspense fallback={button}>
                  <CopyTooltip label={copied ? t('copied') : t('copyCode')}>{button}</CopyTooltip>
                </StyledPartSuspense>
              );
            }}
          </CopyButton>
          <Button
            component={Link}
            to="/playground"
            state={handoff}
            {...{ [appLinkAttribute]: '' }}
            size="compact-sm"
            variant="light"
            leftSection={<IconPlayerPlay size={14} />}
            aria-label={t('openInPlayground')}
          >
            {/* A phone has room for one word beside the copy button. */}
            <Box component="span" visibleFrom="xs">
              {t('openInPlayground')}
            </Box>
            <Box component="span" hiddenFrom="xs">
              {t('playground')}
            </Box>
          </Button>
        </Group>
      </Group>
      <Stack gap="xs" p="xs">
        {description && (
          <Text fz="sm" c="dimmed" px={4}>
            {description}
          </Text>
        )}
        <CodeView code={code} language={language} />
        {expectedOutput !== undefined && (
          <Stack gap={4}>
            <Group gap={4} c="dimmed" px={4}>
              <IconTerminal2 size={14} aria-hidden />
              <Text fz="xs" fw={700} tt="uppercase">
                {t('output')}
              </Text>
            </Group>
            <CodeView code={expectedOutput} language="text" />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
