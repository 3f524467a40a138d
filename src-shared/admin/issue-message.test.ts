import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { quizBlockBody } from '../courses/blocks';
import { issueMessage } from './issue-message';

const refs = (schema: z.ZodType, value: unknown) => (schema.safeParse(value).error?.issues ?? []).map(issueMessage);
const messages = (schema: z.ZodType, value: unknown) => refs(schema, value).map(({ message }) => message);

describe('the message an admin form shows for a refused field', () => {
  it('says plainly what is missing or out of range', () => {
    expect(messages(z.string().trim().min(1), '  ')).toEqual(['This field is required.']);
    expect(messages(z.number().int().min(10).max(200), 5)).toEqual(['Must be at least 10.']);
    expect(messages(z.number().int().min(10).max(200), 500)).toEqual(['Must be at most 200.']);
    expect(messages(z.url(), 'nope')).toEqual(['Enter a full address starting with https://']);
  });
  it('sends a limit as the value of a message by id, so it is said in the author\'s language', () => {
    expect(refs(z.string().min(3).max(10), 'ab')).toEqual([{ message: 'Use at least 3 characters.', messageId: 'admin.atLeastChars', messageValues: { min: 3 } }]);
    expect(refs(z.string().max(10), 'a'.repeat(11))).toEqual([{ message: 'Use at most 10 characters.', messageId: 'admin.atMostChars', messageValues: { max: 10 } }]);
    expect(refs(z.number().min(-5), -6)).toEqual([{ message: 'Must be at least -5.', messageId: 'admin.atLeastNumber', messageValues: { min: -5 } }]);
    expect(refs(z.number().max(200), 201)).toEqual([{ message: 'Must be at most 200.', messageId: 'admin.atMostNumber', messageValues: { max: 200 } }]);
  });
  it('keeps a message the schema wrote itself', () => {
    expect(messages(quizBlockBody, { type: 'quiz', question: 'Q?', options: [], correctAnswer: 0 })).toContain('A quiz block needs at least one option.');
    expect(messages(z.string().min(1, 'Please fill in all required fields (Course ID, Title, Description)'), '')).toEqual([
      'Please fill in all required fields (Course ID, Title, Description)',
    ]);
  });
});
