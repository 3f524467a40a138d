import { describe, expect, it } from 'vitest';
import { contentBlockBody, exerciseCheck } from './blocks';
import { exerciseDocument, exerciseResult, stillMissing } from './exercise-document';

const checks = [
  { selector: 'h1', message: 'Add an <h1> heading.' },
  { selector: 'h1', text: 'Chai', message: 'Put “Chai” in the heading.' },
  { selector: 'h1', style: { property: 'color', value: 'teal' }, message: 'Colour the heading teal.' },
];

describe('HTML/CSS exercises', () => {
  it('lists what is still missing in the author’s order, and nothing once every check passes', () => {
    expect(stillMissing(checks, [true, false, false])).toEqual(['Put “Chai” in the heading.', 'Colour the heading teal.']);
    expect(stillMissing(checks, [])).toHaveLength(3);
    expect(stillMissing(checks, [true, true, true])).toEqual([]);
  });

  it('puts the checker before the learner’s page, so their markup cannot close it', () => {
    const doc = exerciseDocument('<!-- never closed <h1>Hi</h1>', 'h1 { color: teal }', [{ selector: 'p', text: '</script><b>', message: 'x' }], 'run-1');
    expect(doc.indexOf('DOMContentLoaded')).toBeLessThan(doc.indexOf('<!-- never closed'));
    expect(doc).not.toContain('</script><b>');
    expect(doc).toContain('\\u003c/script>\\u003cb>');
    expect(doc).toContain('<style>h1 { color: teal }</style>');
  });

  it('accepts only a well-formed result message from the preview', () => {
    expect(exerciseResult.safeParse({ type: 'kodeshala:exercise-result', token: 't', passed: [true, false] }).success).toBe(true);
    expect(exerciseResult.safeParse({ type: 'kodeshala:exercise-result', token: 't', passed: 'all' }).success).toBe(false);
    expect(exerciseResult.safeParse({ type: 'kodeshala:preview-ready' }).success).toBe(false);
  });

  it('lets a check test one thing at a time, and asks for at least one check', () => {
    expect(exerciseCheck.safeParse({ selector: 'h1', text: 'a', attribute: { name: 'id' }, message: 'x' }).success).toBe(false);
    expect(contentBlockBody.safeParse({ type: 'exercise', title: 'T', instructions: 'Do it', checks: [] }).success).toBe(false);
    expect(contentBlockBody.parse({ type: 'exercise', title: 'T', instructions: 'Do it', checks })).toMatchObject({ html: '', css: '' });
  });
});
