import { Select } from '@mantine/core';
import { useAdminCourses } from './use-admin-content';

/** Chooses the course a tab works on; the list is the admin's (drafts too). */
export function CoursePicker({ value, onChange }: { value: string | null; onChange: (courseId: string | null) => void }) {
  const courses = useAdminCourses();
  return (
    <Select
      label="Course"
      placeholder={courses.isPending ? 'Loading courses…' : 'Choose a course'}
      data={(courses.data?.courses ?? []).map((course) => ({ value: course.id, label: course.title }))}
      value={value}
      onChange={onChange}
      searchable
      nothingFoundMessage="No course matches"
      error={courses.isError ? 'Failed to fetch courses' : undefined}
      maw={420}
      required
    />
  );
}
