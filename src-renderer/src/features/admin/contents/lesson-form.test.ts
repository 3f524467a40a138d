import { describe, expect, it } from 'vitest';
import { emptyLesson, lessonBody, lessonField, lessonResolver, parseLessonValues, type LessonFormValues } from './lesson-form';

const lesson = (overrides: Partial<LessonFormValues>): LessonFormValues => ({ ...emptyLesson(1), id: 'intro', title: 'Intro', ...overrides });

describe('the lesson form', () => {
  it('sends the blocks without their editor keys, and no empty html or optional texts', () => {
    const body = lessonBody(lesson({ blocks: [{ key: 'k1', body: { type: 'code', language: 'html', content: '<p>Hi</p>', title: '' } }] }));
    expect(body).toEqual({ id: 'intro', title: 'Intro', order: 1, blocks: [{ type: 'code', language: 'html', content: '<p>Hi</p>' }], explanationBlocks: [] });
  });

  it('puts a block error beside the block field that holds it', () => {
    expect(lessonField('blocks.2.content')).toBe('blocks.2.body.content');
    expect(lessonField('blocks.0')).toBe('blocks.0.body');
    expect(lessonField('blocks.1.options.0')).toBe('blocks.1.body.options.0');
    expect(lessonField('blocks')).toBe('blocks');
    expect(lessonField('title')).toBe('title');
  });

  it('checks the rules the server checks, with the spec texts', () => {
    const resolve = lessonResolver('create');
    const validate = (values: LessonFormValues) => Object.fromEntries(Object.entries(resolve(values)).map(([field, { message }]) => [field, message]));
    expect(validate(lesson({ id: '', title: '' }))).toMatchObject({
      id: 'Please fill in all required fields (Content ID, Module, Title)',
      title: 'Please fill in all required fields (Content ID, Module, Title)',
      blocks: 'Please add either HTML content or at least one content block',
    });
    expect(validate(lesson({ blocks: [{ key: 'k', body: { type: 'text', style: 'paragraph', content: ' ' } }] }))).toEqual({ 'blocks.0.body.content': 'This field is required.' });
    expect(resolve(lesson({ blocks: [{ key: 'k', body: { type: 'text', style: 'paragraph', content: ' ' } }] }))).toEqual({ 'blocks.0.body.content': { message: 'This field is required.', messageId: 'admin.fieldRequired' } });
    expect(validate(lesson({ html: '<p>Only HTML</p>' }))).toEqual({});
    expect(validate(lesson({ blocks: [{ key: 'k', body: { type: 'code', language: 'python', content: 'print(1)' } }] }))).toHaveProperty('blocks.0.body');
  });

  it('restores a kept copy with half-written blocks, and refuses anything else', () => {
    const values = lesson({ blocks: [{ key: 'k', body: { type: 'quiz', question: '', options: [''], correctAnswer: 0, explanation: '' } }] });
    expect(parseLessonValues(JSON.parse(JSON.stringify(values)))).toEqual(values);
    expect(parseLessonValues({ ...values, blocks: [{ key: 'k', body: { type: 'carousel' } }] })).toBeNull();
  });
});
