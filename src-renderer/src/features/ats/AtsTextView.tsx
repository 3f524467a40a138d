import { Badge, Box, Group, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import type { AtsScoreReply } from '@shared/api/ats';
import type { AtsSection } from '@shared/ats/sections';
import { useMemo } from 'react';
import { atsTextBlocks } from './ats-text-blocks';
import { useAtsTexts, type AtsTextKey } from './ats-texts';

const sectionKeys: Record<AtsSection, AtsTextKey> = {
  summary: 'sectionSummary',
  experience: 'sectionExperience',
  education: 'sectionEducation',
  skills: 'sectionSkills',
  projects: 'sectionProjects',
  certificates: 'sectionCertificates',
};

/** product.md §2.11 "what the ATS sees": the text in reading order, sections labelled, the job's skills marked. */
export function AtsTextView({ result }: { result: AtsScoreReply }) {
  const t = useAtsTexts();
  const blocks = useMemo(() => atsTextBlocks(result), [result]);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="ats-text-title">
      <Title order={2} fz="lg" id="ats-text-title">
        {t('whatAtsSees')}
      </Title>
      <Text fz="sm" c="dimmed" mb="sm">
        {t('textIntroBefore')}{' '}
        <Box component="mark" px={2} bg="yellow.2">
          {t('textIntroMark')}
        </Box>
        {t('textIntroAfter')}
      </Text>
      <ScrollArea.Autosize mah={560} type="auto" offsetScrollbars tabIndex={0} aria-label={t('textRead')}>
        <Stack gap="md" data-testid="ats-text">
          {blocks.map((block, index) => (
            <div key={`${block.section ?? 'top'}-${index}`} data-section={block.section ?? 'top'}>
              <Group gap="xs" mb={4}>
                <Badge variant="outline" color={block.section ? 'blue' : 'gray'} tt="none" radius="sm" size="sm">
                  {block.section ? t('sectionBadge', { section: t(sectionKeys[block.section]) }) : t('topOfResume')}
                </Badge>
                {block.heading ? (
                  <Text fw={700} fz="sm">
                    {block.heading}
                  </Text>
                ) : null}
              </Group>
              <Text component="div" fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'var(--mantine-font-family-monospace)' }}>
                {block.pieces.map((piece, at) =>
                  piece.skill ? (
                    <Box component="mark" key={at} px={2} bg="yellow.2" title={piece.skill}>
                      {piece.text}
                    </Box>
                  ) : (
                    <span key={at}>{piece.text}</span>
                  ),
                )}
              </Text>
            </div>
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Paper>
  );
}
