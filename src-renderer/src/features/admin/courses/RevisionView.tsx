import { Accordion, Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useAdminMessage, useAdminTexts } from '../admin-texts';
import { LessonPreview } from '../blocks/LessonPreview';
import { withKeys } from '../blocks/editor-block';
import { useRevision } from '../use-admin-content';

/** One published version: its modules and lessons, each lesson drawn as learners read it then. */
export function RevisionView({ courseId, revision, onBack, onRestore }: { courseId: string; revision: number; onBack: () => void; onRestore: () => void }) {
  const t = useAdminTexts();
  const say = useAdminMessage();
  const query = useRevision(courseId, revision);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Stack gap="sm" data-testid="revision-view">
      <Group justify="space-between">
        <Button variant="subtle" size="compact-sm" leftSection={<IconArrowLeft size={14} />} onClick={onBack}>
          {t('allVersions')}
        </Button>
        <Button size="compact-sm" onClick={onRestore}>
          {t('restoreThisVersion')}
        </Button>
      </Group>
      {query.isPending && <Loader mx="auto" aria-label={t('loadingVersion')} />}
      {query.isError && (
        <Alert color="red" role="alert">
          {say(query.error)}
        </Alert>
      )}
      {query.data && (
        <>
          <Text fw={700}>
            {t('versionOf', { revision, title: query.data.course.title })}
          </Text>
          <Accordion value={open} onChange={setOpen} variant="separated">
            {query.data.course.modules.flatMap((module) =>
              module.lessons.map((lesson) => (
                <Accordion.Item key={`${module.id}/${lesson.id}`} value={`${module.id}/${lesson.id}`}>
                  <Accordion.Control>
                    {module.title} · {lesson.title}
                  </Accordion.Control>
                  <Accordion.Panel>
                    {open === `${module.id}/${lesson.id}` && (
                      <LessonPreview lessonId={lesson.id} title={lesson.title} html={lesson.html ?? ''} blocks={withKeys(lesson.blocks)} explanations={withKeys(lesson.explanationBlocks)} />
                    )}
                  </Accordion.Panel>
                </Accordion.Item>
              )),
            )}
          </Accordion>
        </>
      )}
    </Stack>
  );
}
