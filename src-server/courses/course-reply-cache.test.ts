import { describe, expect, it } from 'vitest';
import { createCourseReplyCache, type KeptReply } from './course-reply-cache';

function watched() {
  let listener: (userId: string) => void = () => undefined;
  const tables: string[] = [];
  return {
    watch: (watchedTables: readonly string[], told: (userId: string) => void) => {
      tables.push(...watchedTables);
      listener = told;
    },
    write: (userId: string) => listener(userId),
    tables,
  };
}

const outline = { course: 'python' };
const reply = (body: string, fields: Partial<KeptReply> = {}): KeptReply => ({ outline, body: Buffer.from(body), fromMs: 100, untilMs: 200, ...fields });

describe('the course reply cache', () => {
  it('answers a kept reply for its learner, course and outline, within the time it holds for', () => {
    const rows = watched();
    const cache = createCourseReplyCache(rows.watch);
    cache.keep(cache.stamp(), 'asha', 'python', reply('kept'));
    expect(cache.get('asha', 'python', outline, 150)?.toString()).toBe('kept');
    expect(cache.get('ravi', 'python', outline, 150)).toBeUndefined();
    expect(cache.get('asha', 'java', outline, 150)).toBeUndefined();
    expect(cache.get('asha', 'python', { course: 'python' }, 150)).toBeUndefined();
    expect(cache.get('asha', 'python', outline, 99)).toBeUndefined();
    expect(cache.get('asha', 'python', outline, 200)).toBeUndefined();
    expect(rows.tables).toEqual(expect.arrayContaining(['completed_lessons', 'quiz_answers', 'course_progress', 'subscriptions']));
  });

  it('forgets a learner’s replies when a row of theirs is written, and keeps none read before a write', () => {
    const rows = watched();
    const cache = createCourseReplyCache(rows.watch);
    cache.keep(cache.stamp(), 'asha', 'python', reply('asha'));
    cache.keep(cache.stamp(), 'ravi', 'python', reply('ravi'));
    rows.write('asha');
    expect(cache.get('asha', 'python', outline, 150)).toBeUndefined();
    expect(cache.get('ravi', 'python', outline, 150)?.toString()).toBe('ravi');

    const stamp = cache.stamp();
    rows.write('meera');
    cache.keep(stamp, 'asha', 'python', reply('read before the write'));
    expect(cache.get('asha', 'python', outline, 150)).toBeUndefined();
  });

  it('keeps no more bytes than its limit, letting the learners kept longest go first', () => {
    const cache = createCourseReplyCache(watched().watch, 10);
    cache.keep(cache.stamp(), 'asha', 'python', reply('1234'));
    cache.keep(cache.stamp(), 'ravi', 'python', reply('1234'));
    cache.keep(cache.stamp(), 'meera', 'python', reply('1234'));
    expect(cache.get('asha', 'python', outline, 150)).toBeUndefined();
    expect(cache.get('ravi', 'python', outline, 150)).toBeDefined();
    expect(cache.get('meera', 'python', outline, 150)).toBeDefined();
    cache.keep(cache.stamp(), 'kiran', 'python', reply('more than the limit'));
    expect(cache.get('kiran', 'python', outline, 150)).toBeUndefined();
  });

  it('keeps nothing where the database cannot say whose rows are written', () => {
    const cache = createCourseReplyCache(undefined);
    cache.keep(cache.stamp(), 'asha', 'python', reply('kept'));
    expect(cache.get('asha', 'python', outline, 150)).toBeUndefined();
  });
});
