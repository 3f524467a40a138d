import { Alert, Anchor, Badge, Button, Code, Group, Loader, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { IconCpu } from '@tabler/icons-react';
import { runnerRoutes } from '@shared/api/routes/runner';
import type { RunPlacement, ToolchainsReply } from '@shared/api/runner';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { isDesktop } from '../../platform/platform';
import { useToolchainTexts } from './toolchains-texts';

const colours: Record<RunPlacement, string> = { here: 'teal', platform: 'blue', install: 'gray' };

function Language({ language }: { language: ToolchainsReply['languages'][number] }) {
  const t = useToolchainTexts();
  return (
    <Stack gap={2} data-testid={`toolchain-${language.language}`}>
      <Group gap="xs" wrap="nowrap">
        <Text fw={600} fz="sm">
          {language.language}
          {language.version && ` ${language.version}`}
        </Text>
        <Badge size="xs" variant="light" color={colours[language.runs]}>
          {t(language.runs)}
        </Badge>
      </Group>
      {language.hint && (
        <Text fz="xs" c="dimmed">
          <Anchor href={language.hint.url} target="_blank" rel="noreferrer" fz="xs">
            {t('download')}
          </Anchor>
          {language.hint.command && (
            <>
              {' '}
              {t('orRun')} <Code>{language.hint.command}</Code>
            </>
          )}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The desktop app runs code with this computer's toolchains: which languages run here, which go
 * to the platform server when online, and which need an install first (with where to get it).
 */
export function DesktopToolchains() {
  const t = useToolchainTexts();
  const desktop = isDesktop();
  const { data, isPending, isError } = useQuery({ queryKey: ['runner', 'toolchains'], queryFn: () => api(runnerRoutes.toolchains), enabled: desktop });
  if (!desktop) return null;
  return (
    <Popover width={340} position="bottom-start" shadow="md" withArrow>
      <Popover.Target>
        <Button variant="subtle" size="xs" leftSection={<IconCpu size={14} />} style={{ alignSelf: 'flex-start' }}>
          {t('button')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text fw={600}>{t('title')}</Text>
          {isPending && (
            <Group gap="xs">
              <Loader size="xs" />
              <Text fz="sm">{t('loading')}</Text>
            </Group>
          )}
          {isError && (
            <Alert color="red" p="xs">
              {t('failed')}
            </Alert>
          )}
          {data?.platformOnline === false && (
            <Alert color="yellow" p="xs">
              {t('offline')}
            </Alert>
          )}
          {data && (
            <ScrollArea.Autosize mah={320}>
              <Stack gap="xs">
                {data.languages.map((language) => (
                  <Language key={language.language} language={language} />
                ))}
              </Stack>
            </ScrollArea.Autosize>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
