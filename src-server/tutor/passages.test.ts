import type { ContentBlock } from '@shared/courses/blocks';
import { describe, expect, it } from 'vitest';
import { lessonPassages } from './passages';

const block = (n: number, body: object) => ({ id: `b${n}`, order: n, ...body }) as ContentBlock;

describe('lesson passages for the retrieval tutor', () => {
  it('keeps text under its latest heading, a code fence whole, and code samples with their title', () => {
    const passages = lessonPassages([
      block(1, { type: 'text', style: 'subheading', content: 'Common mistakes' }),
      block(2, { type: 'text', style: 'paragraph', content: 'This fails:\n\n```python\nage = 19\n\nprint("Age: " + age)\n```\n\nConvert first.' }),
      block(3, { type: 'code', language: 'python', title: 'Samosa bill', content: 'price = int(input())\n', description: 'From input.' }),
      block(4, { type: 'code', language: 'text', content: 'just output' }),
    ]);
    expect(passages).toEqual([
      { heading: 'Common mistakes', text: 'This fails:\n\n```python\nage = 19\n\nprint("Age: " + age)\n```\n\nConvert first.' },
      { heading: 'Samosa bill · From input.', text: 'price = int(input())', codeLanguage: 'python' },
    ]);
  });

  it('packs long text into passages of about 600 characters at paragraph breaks', () => {
    const paragraph = 'word '.repeat(50).trim();
    const passages = lessonPassages([block(1, { type: 'text', style: 'paragraph', content: Array(6).fill(paragraph).join('\n\n') })]);
    expect(passages.length).toBe(3);
    for (const passage of passages) expect(passage.text.length).toBeLessThanOrEqual(600);
  });

  it('never quotes the lesson markers (DEF:, NOTE:) that open a paragraph, but keeps them inside code', () => {
    const passages = lessonPassages([
      block(1, { type: 'text', style: 'paragraph', content: 'DEF: A variable is a named box.\n\nNOTE: Names are case-sensitive.\n\n```text\nNOTE: kept\n```' }),
      block(2, { type: 'note', noteType: 'tip', content: 'TIP: Print often.' }),
    ]);
    expect(passages.map((p) => p.text)).toEqual(['A variable is a named box.\n\nNames are case-sensitive.\n\n```text\nNOTE: kept\n```', 'Print often.']);
  });
});
