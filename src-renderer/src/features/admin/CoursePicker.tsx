import { Select } from '@mantine/core';
import { useAdminTexts } from './admin-texts';
import { useAdminCourses } from './use-admin-content';

/** Chooses the course a tab works on; the list is the admin's (drafts too). */
export function CoursePicker({ value, onChange }: { value: string | null; onChange: (courseId: string | null) => void }) {
  const t = useAdminTexts();
  const courses = useAdminCourses();
  return (
    <Select
      label={t('course')}
      placeholder={courses.isPending ? t('loadingCoursesPlaceholder') : t('chooseCourse')}
      data={(courses.data?.courses ?? []).map((course) => ({ value: course.id, label: course.title }))}
      value={value}
      onChange={onChange}
      searchable
      nothingFoundMessage={t('noCourseMatches')}
      error={courses.isError ? t('fetchCoursesFailed') : undefined}
      maw={420}
      required
    />
  );
}
