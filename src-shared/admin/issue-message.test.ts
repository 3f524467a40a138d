import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { quizBlockBody } from '../courses/blocks';
import { issueMessage } from './issue-message';

const messages = (schema: z.ZodType, value: unknown) => (schema.safeParse(value).error?.issues ?? []).map(issueMessage);

describe('the message an admin form shows for a refused field', () => {
  it('says plainly what is missing or out of range', () => {
    expect(messages(z.string().trim().min(1), '  ')).toEqual(['This field is required.']);
    expect(messages(z.number().int().min(10).max(200), 5)).toEqual(['Must be at least 10.']);
    expect(messages(z.number().int().min(10).max(200), 500)).toEqual(['Must be at most 200.']);
    expect(messages(z.url(), 'nope')).toEqual(['Enter a full address starting with https://']);
  });
  it('keeps a message the schema wrote itself', () => {
    expect(messages(quizBlockBody, { type: 'quiz', question: 'Q?', options: [], correctAnswer: 0 })).toContain('A quiz block needs at least one option.');
    expect(messages(z.string().min(1, 'Please fill in all required fields (Course ID, Title, Description)'), '')).toEqual([
      'Please fill in all required fields (Course ID, Title, Description)',
    ]);
  });
});
