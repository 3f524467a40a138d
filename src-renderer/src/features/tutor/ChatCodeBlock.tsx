import { ActionIcon, Badge, Button, CopyButton, Group, Paper, Tooltip } from '@mantine/core';
import { codeLanguages, type CodeLanguage } from '@shared/courses/blocks';
import { IconCheck, IconCopy, IconPlayerPlay } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CodeView } from '../courses/blocks/CodeView';
import type { PlaygroundHandoff } from '../courses/blocks/CodeBlock';
import { languageLabel } from '../courses/blocks/prism-language';
import type { TutorText } from './use-tutor-texts';

const aliases: Record<string, CodeLanguage> = { js: 'javascript', py: 'python', ts: 'typescript', c: 'cpp', 'c++': 'cpp', sh: 'bash', shell: 'bash', html: 'html' };

function asCodeLanguage(fence: string): CodeLanguage {
  const lower = fence.toLowerCase();
  return (codeLanguages as readonly string[]).includes(lower) ? (lower as CodeLanguage) : (aliases[lower] ?? 'text');
}

/** A code block in a tutor reply: highlighted like the reader's, with copy and "Open in Playground". */
export function ChatCodeBlock({ code, fence, t }: { code: string; fence: string; t: TutorText }) {
  const language = asCodeLanguage(fence);
  const handoff: PlaygroundHandoff = { code: code.replace(/\n$/, ''), language };
  return (
    <Paper withBorder radius="sm" my="xs" data-testid="chat-code-block">
      <Group justify="space-between" gap={4} px={6} py={2} wrap="nowrap">
        <Badge variant="light" color="gray" radius="sm" tt="none" size="sm">
          {languageLabel(language === 'text' && fence ? fence : language)}
        </Badge>
        <Group gap={2} wrap="nowrap">
          <CopyButton value={handoff.code} timeout={2_000}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? t('copied') : t('copy')} withArrow withinPortal={false}>
                <ActionIcon size="sm" variant="subtle" color={copied ? 'teal' : 'gray'} onClick={copy} aria-label={copied ? t('copied') : t('copy')}>
                  {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
          <Button component={Link} to="/playground" state={handoff} size="compact-xs" variant="light" leftSection={<IconPlayerPlay size={12} />}>
            {t('openInPlayground')}
          </Button>
        </Group>
      </Group>
      <CodeView code={handoff.code} language={language} />
    </Paper>
  );
}
