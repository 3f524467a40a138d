import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stringify } from 'yaml';
import { resourcesDir } from './test-app';

/**
 * A resources folder holding the real home, legal and hackathon content but a small, known
 * course library, so the course tests do not move when the real library is edited.
 * Course "fixture-course": two modules of five lessons each; every module's last lesson has a quiz.
 */
export const fixtureCourseId = 'fixture-course';

const lesson = (moduleNo: number, lessonNo: number) => ({
  id: `fx-m${moduleNo}-l${lessonNo}`,
  title: `Module ${moduleNo} lesson ${lessonNo}`,
  html: lessonNo === 1 ? '<p onclick="steal()">Welcome <script>alert(1)</script><a href="javascript:alert(1)">link</a> <b>bold</b></p>' : undefined,
  blocks: [
    { type: 'text', content: `Lesson ${moduleNo}.${lessonNo} explains ${lessonNo > 3 ? 'premiumsecret' : 'freeword'} about loops.\n\nTIP: Practise daily.` },
    ...(lessonNo === 5
      ? [
          { type: 'quiz', question: 'Which keyword starts a loop?', options: ['for', 'stop', 'print'], correctAnswer: 0, explanation: 'for repeats a block.' },
          { type: 'quiz', question: 'Is 2 + 2 four?', options: ['Yes', 'No'], correctAnswer: 0, explanation: 'Arithmetic.' },
        ]
      : []),
  ],
});

export const fixtureLibrary = {
  id: fixtureCourseId,
  title: 'Python Fixture Course',
  description: 'A course used by the server tests.',
  thumbnail: '/images/courses/python.svg',
  order: 1,
  modules: [1, 2].map((m) => ({
    id: `fx-m${m}`,
    title: `Fixture module ${m}`,
    description: `Module ${m} of the fixture.`,
    lessons: [1, 2, 3, 4, 5].map((l) => lesson(m, l)),
  })),
};

export function createFixtureResources(extraCourses: object[] = []): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-resources-'));
  for (const entry of fs.readdirSync(resourcesDir)) {
    if (entry !== 'courses') fs.cpSync(path.join(resourcesDir, entry), path.join(dir, entry), { recursive: true });
  }
  fs.mkdirSync(path.join(dir, 'courses'));
  for (const course of [fixtureLibrary, ...extraCourses] as Array<{ id: string }>) {
    fs.writeFileSync(path.join(dir, 'courses', `${course.id}.yaml`), stringify(course));
  }
  return dir;
}
