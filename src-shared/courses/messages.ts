import { defineMessages } from '../i18n/messages';

/** product.md §2.8 "Course load": what the reader says when a course, module or lesson cannot be shown. */
export const courseMessageTable = defineMessages('courses', {
  premium: 'This lesson is part of Kodeshala Premium. Subscribe to unlock every lesson of every module.',
  courseNotFound: 'Course with ID "{{id}}" not found',
  moduleNotFound: 'Module with ID "{{id}}" not found',
  lessonNotFound: 'Lesson with ID "{{id}}" not found',
  serverIssues: 'Server is currently experiencing issues. Please try again later.',
  timedOut: 'Request timed out. Please check your internet connection and try again.',
  forbidden: 'Access denied. Please check your subscription or log in again.',
  serverError: 'Server error. Our team has been notified. Please try again later.',
  loadFailed: 'Failed to load course data',
});

/** The course messages in English, by key. */
export const courseMessages = courseMessageTable.en;
