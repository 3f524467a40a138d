import { Badge, Box, Group, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import type { AtsScoreReply } from '@shared/api/ats';
import { sectionHeadings } from '@shared/ats/suggestions';
import { useMemo } from 'react';
import { atsTextBlocks } from './ats-text-blocks';

/** product.md §2.11 "what the ATS sees": the text in reading order, sections labelled, the job's skills marked. */
export function AtsTextView({ result }: { result: AtsScoreReply }) {
  const blocks = useMemo(() => atsTextBlocks(result), [result]);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="ats-text-title">
      <Title order={2} fz="lg" id="ats-text-title">
        What the ATS sees
      </Title>
      <Text fz="sm" c="dimmed" mb="sm">
        The text an ATS reads from your file, in the order it reads it. Sections it recognised are labelled; the job’s skills it found are{' '}
        <Box component="mark" px={2} bg="yellow.2">
          highlighted
        </Box>
        . Anything missing here is invisible to the ATS.
      </Text>
      <ScrollArea.Autosize mah={560} type="auto" offsetScrollbars tabIndex={0} aria-label="Text read from your resume">
        <Stack gap="md" data-testid="ats-text">
          {blocks.map((block, index) => (
            <div key={`${block.section ?? 'top'}-${index}`} data-section={block.section ?? 'top'}>
              <Group gap="xs" mb={4}>
                <Badge variant="outline" color={block.section ? 'blue' : 'gray'} tt="none" radius="sm" size="sm">
                  {block.section ? `${sectionHeadings[block.section]} section` : 'Top of the resume'}
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
