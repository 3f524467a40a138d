import { Badge, Button, FileButton, Group, Menu, Modal, Paper, RingProgress, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { builderScore, completionPercent, scoreColour, type ScoreColour } from '@shared/resume/builder-score';
import { resumeMessages } from '@shared/resume/contact-rules';
import { IconBraces, IconDeviceFloppy, IconFileDownload, IconLayoutGrid, IconRefresh, IconSparkles } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useResumeFormContext } from './resume-form';
import type { SyncStatus } from './resume-sync';
import { resumeMessage, useResumeTexts, type ResumeTextKey } from './resume-texts';
import type { BuilderActions } from './use-builder-actions';

/** product.md §2.9's badge colours in Mantine's palette. */
const badgeColour: Record<ScoreColour, string> = { green: 'teal', amber: 'yellow', red: 'red' };

/** Ours: the line beside the title saying where the words are. */
const statusText: Record<SyncStatus, ResumeTextKey> = {
  loading: 'statusLoading',
  saved: 'statusSaved',
  pending: 'statusPending',
  saving: 'statusSaving',
  'local-only': 'statusLocalOnly',
  offline: 'statusOffline',
  conflict: 'statusConflict',
};

/** A file format's name, the same in every language. */
const json = 'JSON';

interface Props {
  status: SyncStatus;
  actions: BuilderActions;
  onSave: () => void;
  onTemplates: () => void;
  /** The paper size control, drawn by the page. */
  paperControl: ReactNode;
}

/** product.md §2.2: score, completion, Save, AI Optimize, Export PDF, template chooser, reset; and JSON import and export. */
export function BuilderHeader({ status, actions, onSave, onTemplates, paperControl }: Props) {
  const t = useResumeTexts();
  const form = useResumeFormContext();
  const values = form.getValues();
  const score = builderScore(values);
  const completion = completionPercent(values);
  const [resetOpen, reset] = useDisclosure(false);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <div>
            <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
              {t('pageTitle')}
            </Title>
            <Text fz="sm" c="dimmed" data-testid="sync-status" aria-live="polite">
              {t(statusText[status])}
            </Text>
          </div>
          <Group gap="md" wrap="nowrap">
            <Tooltip label={t('scoreTooltip')}>
              <Badge size="xl" color={badgeColour[scoreColour(score)]} variant="filled" data-testid="resume-score" aria-label={t('scoreLabel', { score })}>
                {score}/100
              </Badge>
            </Tooltip>
            <Group gap={6} wrap="nowrap">
              <RingProgress size={44} thickness={5} roundCaps sections={[{ value: completion, color: 'blue' }]} aria-hidden />
              <Text fz="sm" data-testid="resume-completion">
                {t('complete', { percent: completion })}
              </Text>
            </Group>
          </Group>
        </Group>
        <Group gap="xs" wrap="wrap">
          <Button size="sm" leftSection={<IconDeviceFloppy size={16} />} onClick={onSave} loading={status === 'saving'}>
            {t('save')}
          </Button>
          <Button size="sm" variant="light" color="violet" leftSection={<IconSparkles size={16} />} onClick={() => void actions.optimizeSummary()} disabled={values.summary.trim() === ''}>
            {t('aiOptimize')}
          </Button>
          <Button size="sm" variant="light" leftSection={<IconFileDownload size={16} />} onClick={() => void actions.exportPdf()}>
            {t('exportPdf')}
          </Button>
          <Button size="sm" variant="default" leftSection={<IconLayoutGrid size={16} />} onClick={onTemplates}>
            {t('templates')}
          </Button>
          {paperControl}
          <Menu position="bottom-end" withinPortal keepMounted>
            <Menu.Target>
              <Button size="sm" variant="default" leftSection={<IconBraces size={16} />}>
                {json}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => actions.exportJson('own')}>{t('exportJson')}</Menu.Item>
              <Menu.Item onClick={() => actions.exportJson('json-resume')}>{t('exportJsonResume')}</Menu.Item>
              <FileButton onChange={(file) => void actions.importJson(file)} accept="application/json,.json">
                {(props) => (
                  <Menu.Item {...props} closeMenuOnClick>
                    {t('importJson')}
                  </Menu.Item>
                )}
              </FileButton>
            </Menu.Dropdown>
          </Menu>
          <Button size="sm" variant="subtle" color="red" leftSection={<IconRefresh size={16} />} onClick={reset.open}>
            {t('reset')}
          </Button>
        </Group>
      </Stack>
      <Modal opened={resetOpen} onClose={reset.close} title={t('resetTitle')} centered>
        <Text fz="sm">{resumeMessage(resumeMessages.resetConfirm)}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={reset.close} data-autofocus>
            {t('cancel')}
          </Button>
          <Button
            color="red"
            onClick={() => {
              actions.reset();
              reset.close();
            }}
          >
            {t('reset')}
          </Button>
        </Group>
      </Modal>
    </Paper>
  );
}
