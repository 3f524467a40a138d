import type { Category } from '@shared/courses/categories';
import type { CourseAction } from '@shared/progress/percent';
import { defineTexts } from '../../core/i18n';

const en = {
  pageTitle: 'Courses',
  pageDescription: 'Beginner programming courses: HTML, CSS, JavaScript, React, Node.js, SQL, Git and Python, written for learners in India.',
  intro: 'Pick a course and learn one short lesson at a time. Your progress is saved as you read.',
  loadingCourses: 'Loading courses',
  loadFailed: 'Failed to load courses. Please try again later.',
  backToHome: 'Back to Home',
  tryAgain: 'Try Again',
  noCourses: 'No courses available. Check back later or contact support.',
  noneInCategory: 'No courses found in this category. Try selecting a different filter.',
  showAll: 'Show all courses',
  filterLabel: 'Filter courses by category',
  catAll: 'All',
  catFrontend: 'Frontend',
  catBackend: 'Backend',
  catDatabases: 'Databases',
  catVersionControl: 'Version Control',
  catProjectManagement: 'Project Management',
  catProgrammingLanguages: 'Programming Languages',
  catMisc: 'Misc',
  beginner: 'Beginner',
  limitedAccess: 'Limited Access',
  moduleCount: '{{count}} modules',
  lessonCount: '{{count}} lessons',
  courseProgress: '{{title}} progress',
  percentComplete: '{{percent}}% complete',
  actionStart: 'Start',
  actionContinue: 'Continue',
  actionReview: 'Review',
  resultCourse: 'Course',
  resultModule: 'Module {{number}}',
  premium: 'Premium',
  searchPlaceholder: 'Search courses and lessons, e.g. loops, SELECT, useState',
  searchLabel: 'Search courses and lessons',
  searchResults: 'Search results',
  searchFailed: 'Search failed. Please try again.',
  noMatch: 'Nothing matches “{{text}}”. Try another word.',
  freePlan: 'You are on the free plan',
  freePlanBody: 'The first {{count}} lessons of every module are free. Premium opens every lesson, from {{price}} a month.',
  upgradeToPremium: 'Upgrade to Premium',
};
export type CatalogueKey = keyof typeof en;

/** The catalogue (product.md §1.2): page, filter chips, course cards, search and the upgrade prompt. */
export const useCatalogueTexts = defineTexts('courseCatalogue', {
  en,
  hi: async () => (await import('./locales/catalogue.hi')).hi,
  te: async () => (await import('./locales/catalogue.te')).te,
});

export const categoryKeys: Record<Category | 'All', CatalogueKey> = {
  All: 'catAll',
  Frontend: 'catFrontend',
  Backend: 'catBackend',
  Databases: 'catDatabases',
  'Version Control': 'catVersionControl',
  'Project Management': 'catProjectManagement',
  'Programming Languages': 'catProgrammingLanguages',
  Misc: 'catMisc',
};

export const actionKeys: Record<CourseAction, CatalogueKey> = { Start: 'actionStart', Continue: 'actionContinue', Review: 'actionReview' };
