import { defineMessages } from '../i18n/messages';

/** product.md §2.8 "Course load": what the reader says when a course, module or lesson cannot be shown. */
export const courseMessageTable = defineMessages('courses', {
  premium: 'This lesson is part of Kodeshala Premium. Subscribe to unlock every lesson of every module.',
  courseNotFound: 'Course with ID "{{id}}" not found',
  moduleNotFound: 'Module with ID "{{id}}" not found',
  lessonNotFound: 'Lesson with ID "{{id}}" not found',
  lessonNotInCourse: 'Lesson "{{lessonId}}" is not part of course "{{courseId}}".',
  // A quiz block's answer refused (progress/record.ts).
  notAQuiz: '"{{blockId}}" is not a quiz in lesson "{{lessonId}}".',
  notAnOption: '"{{optionId}}" is not an option of this quiz. Reload the lesson and choose one of its options.',
  serverIssues: 'Server is currently experiencing issues. Please try again later.',
  timedOut: 'Request timed out. Please check your internet connection and try again.',
  forbidden: 'Access denied. Please check your subscription or log in again.',
  serverError: 'Server error. Our team has been notified. Please try again later.',
  loadFailed: 'Failed to load course data',
  // What a course file or a content edit is refused for (course-file.ts, blocks.ts, slug.ts), as the admin panel shows it.
  contentRequired: 'Please add either HTML content or at least one content block',
  slugShape: 'Use lower-case letters, digits and single hyphens.',
  answerNotAnOption: 'correctAnswer must point at one of the options.',
  checkOneThing: 'A check tests one thing: give at most one of text, style and attribute.',
  exerciseNeedsCheck: 'An exercise needs at least one check.',
  searchTooShort: 'Type at least {{min}} characters to search.',
  quizNeedsOption: 'A quiz block needs at least one option.',
  runnableNeedsOutput: 'A runnable {{language}} sample needs expectedOutput (or runnable: false).',
});

/** The course messages in English, by key. */
export const courseMessages = courseMessageTable.en;
