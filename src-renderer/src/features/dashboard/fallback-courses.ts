import type { DashboardCourse } from '@shared/api/engagement';

/** Spec 1 §4 "Dashboard data": shown with zero progress when the courses cannot be loaded. */
const builtIn: ReadonlyArray<[id: string, title: string, description: string, category: string, thumbnail: string]> = [
  ['html-basics', 'HTML Basics', 'Structure web pages with headings, links, lists, images and forms.', 'Frontend', '/favicon.svg'],
  ['css-styling', 'CSS Styling', 'Colours, layout, flexbox and responsive pages.', 'Frontend', '/favicon.svg'],
  ['javascript-fundamentals', 'JavaScript Fundamentals', 'Variables, functions, arrays, objects and the DOM.', 'Frontend', '/images/courses/javascript.svg'],
  ['react-essentials', 'React Essentials', 'Components, props, state and hooks.', 'Frontend', '/images/courses/react.svg'],
  ['nodejs-backend', 'Node.js and Express API', 'Servers, routes and REST APIs with Node.js.', 'Backend', '/images/courses/node.svg'],
  ['sql-databases', 'SQL Database Design', 'Tables, queries, joins and indexes.', 'Databases', '/images/courses/database.svg'],
];

export const fallbackCourses: DashboardCourse[] = builtIn.map(([id, title, description, category, thumbnail], order) => ({
  id,
  title,
  description,
  thumbnail,
  category,
  level: 'Beginner',
  link: `/courses/${id}`,
  progress: 0,
  totalLessons: 6,
  completedLessons: 0,
  quizSubmitted: false,
  started: false,
  completed: false,
  order,
}));
