import { Anchor, Button, Paper, Stack, Text } from '@mantine/core';
import type { AdminTeamSubmission } from '@shared/api/hackathon-admin';
import { useState } from 'react';
import { useFormats } from '../../../core/format';
import { HandInFiles } from './HandInFiles';
import { useHandInTexts } from './hand-in-texts';

/** product.md §3.2.6: in the team panel, what the registration handed in, each with its kept workspace files. */
export function HandInList({ submissions }: { submissions: AdminTeamSubmission[] }) {
  const t = useHandInTexts();
  const formats = useFormats();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Stack gap={4} data-testid="admin-hand-ins">
      <Text fw={600} fz="sm">
        {t('title')}
      </Text>
      {submissions.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('none')}
        </Text>
      ) : (
        submissions.map((submission) => (
          <Paper key={submission.id} withBorder p="xs" data-testid="admin-hand-in">
            <Stack gap={4}>
              <Text fz="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {submission.title}
              </Text>
              <Anchor href={submission.github_repo} target="_blank" rel="noopener noreferrer" fz="xs" style={{ overflowWrap: 'anywhere' }}>
                {submission.github_repo}
              </Anchor>
              <Text fz="xs" c="dimmed">
                {t('meta', { version: submission.version, when: formats.dateTime(submission.updated_at) })}
              </Text>
              {submission.has_snapshot ? (
                <>
                  <Button
                    size="xs"
                    variant="light"
                    style={{ alignSelf: 'flex-start' }}
                    aria-expanded={open === submission.id}
                    onClick={() => setOpen(open === submission.id ? null : submission.id)}
                  >
                    {open === submission.id ? t('hideFiles') : t('showFiles')}
                  </Button>
                  {open === submission.id && <HandInFiles submissionId={submission.id} />}
                </>
              ) : (
                <Text fz="xs" c="dimmed">
                  {t('noSnapshot')}
                </Text>
              )}
            </Stack>
          </Paper>
        ))
      )}
    </Stack>
  );
}
