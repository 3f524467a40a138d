import type { CreateCourseBody, CreateLessonBody, CreateModuleBody, UpdateCourseBody, UpdateLessonBody, UpdateModuleBody } from '@shared/admin/content';
import { adminContentRoutes } from '@shared/api/routes/admin-content';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { courseKeys } from '@shared/courses/query-keys';

/** One place for the content admin's cache keys; every change reloads the course it touched. */
export const adminContentKeys = {
  all: ['admin-content'] as const,
  courses: () => ['admin-content', 'courses'] as const,
  course: (courseId: string) => ['admin-content', 'course', courseId] as const,
  lessons: (courseId: string, moduleId: string) => ['admin-content', 'course', courseId, 'lessons', moduleId] as const,
  revisions: (courseId: string) => ['admin-content', 'course', courseId, 'revisions'] as const,
  revision: (courseId: string, revision: number) => ['admin-content', 'course', courseId, 'revisions', revision] as const,
};

export function useAdminCourses() {
  return useQuery({ queryKey: adminContentKeys.courses(), queryFn: ({ signal }) => api(adminContentRoutes.listCourses, { signal }) });
}

export function useAdminCourse(courseId: string | null) {
  return useQuery({
    queryKey: adminContentKeys.course(courseId ?? ''),
    queryFn: ({ signal }) => api(adminContentRoutes.getCourse, { params: { courseId: courseId ?? '' }, signal }),
    enabled: courseId !== null,
  });
}

export function useAdminLessons(courseId: string | null, moduleId: string | null) {
  return useQuery({
    queryKey: adminContentKeys.lessons(courseId ?? '', moduleId ?? ''),
    queryFn: ({ signal }) => api(adminContentRoutes.listLessons, { params: { courseId: courseId ?? '', moduleId: moduleId ?? '' }, signal }),
    enabled: courseId !== null && moduleId !== null,
  });
}

export function useRevisions(courseId: string | null) {
  return useQuery({
    queryKey: adminContentKeys.revisions(courseId ?? ''),
    queryFn: ({ signal }) => api(adminContentRoutes.listRevisions, { params: { courseId: courseId ?? '' }, signal }),
    enabled: courseId !== null,
  });
}

export function useRevision(courseId: string, revision: number | null) {
  return useQuery({
    queryKey: adminContentKeys.revision(courseId, revision ?? 0),
    queryFn: ({ signal }) => api(adminContentRoutes.getRevision, { params: { courseId, revision: revision ?? 0 }, signal }),
    enabled: revision !== null,
  });
}

/** After any change every admin list is read again (a lesson's change moves its course to "changed"). */
function useReload() {
  const queryClient = useQueryClient();
  // Learners' course queries too: a publish changes what the reader shows.
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: adminContentKeys.all }), queryClient.invalidateQueries({ queryKey: courseKeys.all })]);
}

export function useSaveCourse() {
  const reload = useReload();
  return useMutation({
    mutationFn: (input: { mode: 'create'; body: CreateCourseBody } | { mode: 'update'; courseId: string; body: UpdateCourseBody }) =>
      input.mode === 'create' ? api(adminContentRoutes.createCourse, { body: input.body }) : api(adminContentRoutes.updateCourse, { params: { courseId: input.courseId }, body: input.body }),
    onSuccess: reload,
  });
}

export function useDeleteCourse() {
  const reload = useReload();
  return useMutation({ mutationFn: (courseId: string) => api(adminContentRoutes.deleteCourse, { params: { courseId } }), onSuccess: reload });
}

export function usePublish() {
  const reload = useReload();
  return useMutation({ mutationFn: (courseId: string) => api(adminContentRoutes.publish, { params: { courseId } }), onSuccess: reload });
}

export function useDiscardDraft() {
  const reload = useReload();
  return useMutation({ mutationFn: (courseId: string) => api(adminContentRoutes.discardDraft, { params: { courseId } }), onSuccess: reload });
}

export function useRestoreRevision() {
  const reload = useReload();
  return useMutation({
    mutationFn: ({ courseId, revision }: { courseId: string; revision: number }) => api(adminContentRoutes.restoreRevision, { params: { courseId, revision } }),
    onSuccess: reload,
  });
}

export function useImportCourse() {
  const reload = useReload();
  return useMutation({ mutationFn: (yaml: string) => api(adminContentRoutes.importCourse, { body: { yaml, publish: false } }), onSuccess: reload });
}

export function useSaveModule() {
  const reload = useReload();
  return useMutation({
    mutationFn: (input: { mode: 'create'; courseId: string; body: CreateModuleBody } | { mode: 'update'; courseId: string; moduleId: string; body: UpdateModuleBody }) =>
      input.mode === 'create'
        ? api(adminContentRoutes.createModule, { params: { courseId: input.courseId }, body: input.body })
        : api(adminContentRoutes.updateModule, { params: { courseId: input.courseId, moduleId: input.moduleId }, body: input.body }),
    onSuccess: reload,
  });
}

export function useDeleteModule() {
  const reload = useReload();
  return useMutation({
    mutationFn: ({ courseId, moduleId }: { courseId: string; moduleId: string }) => api(adminContentRoutes.deleteModule, { params: { courseId, moduleId } }),
    onSuccess: reload,
  });
}

export function useSaveLesson() {
  const reload = useReload();
  return useMutation({
    mutationFn: (
      input: { mode: 'create'; courseId: string; moduleId: string; body: CreateLessonBody } | { mode: 'update'; courseId: string; moduleId: string; lessonId: string; body: UpdateLessonBody },
    ) =>
      input.mode === 'create'
        ? api(adminContentRoutes.createLesson, { params: { courseId: input.courseId, moduleId: input.moduleId }, body: input.body })
        : api(adminContentRoutes.updateLesson, { params: { courseId: input.courseId, moduleId: input.moduleId, lessonId: input.lessonId }, body: input.body }),
    onSuccess: reload,
  });
}

export function useDeleteLesson() {
  const reload = useReload();
  return useMutation({
    mutationFn: ({ courseId, moduleId, lessonId }: { courseId: string; moduleId: string; lessonId: string }) => api(adminContentRoutes.deleteLesson, { params: { courseId, moduleId, lessonId } }),
    onSuccess: reload,
  });
}
