import { Group, Progress, Stack, Tabs, Text, Title } from '@mantine/core';
import type { AssignmentCourse, AssignmentEntry } from '@shared/api/assignments';
import { completionPercent, progressColour } from '@shared/assignments/rules';
import { useState } from 'react';
import { AssignmentCard } from './AssignmentCard';
import { useAssignmentsTexts } from './assignments-texts';

interface Props {
  courses: readonly AssignmentCourse[];
  onSubmit: (assignment: AssignmentEntry) => void;
  onComplete: (assignment: AssignmentEntry) => void;
  onView: (submissionId: string) => void;
  completingId: string | null;
}

const statusesOf = (course: AssignmentCourse) => course.modules.flatMap((m) => m.assignments.map((a) => a.status));

/** Your Assignments: a tab per course, its progress bar (product.md §2.9 colours), and its modules' cards. */
export function CourseAssignments({ courses, onSubmit, onComplete, onView, completingId }: Props) {
  const t = useAssignmentsTexts();
  const [active, setActive] = useState<string | null>(courses[0]?.id ?? null);
  const current = courses.find((c) => c.id === active) ?? courses[0];
  if (!current) return null;
  const percent = completionPercent(statusesOf(current));
  return (
    <Tabs value={current.id} onChange={setActive} keepMounted={false}>
      <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
        {courses.map((course) => (
          <Tabs.Tab key={course.id} value={course.id} style={{ whiteSpace: 'nowrap' }}>
            {course.name}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value={current.id} pt="md">
        <Stack gap="lg">
          <div>
            <Group justify="space-between" mb={4}>
              <Text fz="sm" fw={600}>
                {t('courseProgress')}
              </Text>
              <Text fz="sm" data-testid="course-progress">
                {percent}%
              </Text>
            </Group>
            <Progress value={percent} color={progressColour(percent)} aria-label={t('progressLabel', { course: current.name })} />
          </div>
          {current.modules.map((module) => (
            <Stack key={module.id ?? 'final'} gap="xs">
              <Title order={3} fz="lg">
                {module.id === null ? t('finalAssignment') : module.name}
              </Title>
              <Stack gap="sm">
                {module.assignments.map((a) => (
                  <AssignmentCard key={a.id} assignment={a} onSubmit={onSubmit} onComplete={onComplete} onView={onView} completing={completingId === a.id} />
                ))}
              </Stack>
            </Stack>
          ))}
        </Stack>
      </Tabs.Panel>
    </Tabs>
  );
}
