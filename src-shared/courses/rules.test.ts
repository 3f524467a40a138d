import { describe, expect, it } from 'vitest';
import { inferCategory, matchesFilter } from './categories';
import { isLessonLocked, upgradeBannerText } from './lock';
import { countWords, readMinutes } from './read-time';
import { parseInline, parseTextMarkers, plainText } from './text-markers';

describe('the free-lesson lock', () => {
  it('leaves positions 0, 1 and 2 free and locks position 3 onwards for a free learner', () => {
    expect([0, 1, 2, 3, 4].map((p) => isLessonLocked(p, false))).toEqual([false, false, false, true, true]);
  });
  it('locks nothing for a premium learner', () => {
    expect([0, 3, 40].some((p) => isLessonLocked(p, true))).toBe(false);
  });
  it('words the module banner with total modules minus two, and shows none for two or fewer', () => {
    expect(upgradeBannerText(5)).toBe('Subscribe to unlock 3 more modules');
    expect(upgradeBannerText(2)).toBeUndefined();
  });
});

describe('read time', () => {
  it('is words over 200, rounded up, and 5 minutes for an empty lesson', () => {
    expect(readMinutes(1)).toBe(1);
    expect(readMinutes(200)).toBe(1);
    expect(readMinutes(201)).toBe(2);
    expect(readMinutes(0)).toBe(5);
    expect(countWords('  Namaste   Kodeshala\nlearners ')).toBe(3);
  });
});

describe('categories from titles', () => {
  it('files titles by their first matching keyword group', () => {
    expect(inferCategory('JavaScript Fundamentals')).toBe('Frontend');
    expect(inferCategory('Node.js and Express API')).toBe('Backend');
    expect(inferCategory('SQL Database Design')).toBe('Databases');
    expect(inferCategory('Git and GitHub')).toBe('Version Control');
    expect(inferCategory('Agile Project Management with Scrum')).toBe('Project Management');
    expect(inferCategory('Python Programming')).toBe('Programming Languages');
    expect(inferCategory('C++ for Beginners')).toBe('Programming Languages');
    expect(inferCategory('TypeScript Essentials')).toBe('Programming Languages');
    expect(inferCategory('Cooking Basics')).toBe('Misc');
  });
  it('hides Misc under every filter', () => {
    expect(matchesFilter('Misc', 'All')).toBe(false);
    expect(matchesFilter('Frontend', 'All')).toBe(true);
    expect(matchesFilter('Frontend', 'Backend')).toBe(false);
  });
});

describe('text markers', () => {
  it('turns marker paragraphs into callouts, lists into lists and fences into code', () => {
    const pieces = parseTextMarkers('Intro line\ncontinues.\n\nTIP: Save often.\n\n- one\n- two\n\n```python\nprint(1)\n```\n\n1. first\n2. second');
    expect(pieces).toEqual([
      { kind: 'paragraph', text: 'Intro line continues.' },
      { kind: 'callout', marker: 'TIP', text: 'Save often.' },
      { kind: 'list', ordered: false, items: ['one', 'two'], start: 1 },
      { kind: 'code', language: 'python', code: 'print(1)' },
      { kind: 'list', ordered: true, items: ['first', 'second'], start: 1 },
    ]);
  });
  it('keeps counting a numbered list that an explanation interrupts', () => {
    const pieces = parseTextMarkers('1. Open the file\n\nIt lives in the src folder.\n\n2. Save it');
    expect(pieces[2]).toEqual({ kind: 'list', ordered: true, items: ['Save it'], start: 2 });
  });
  it('knows the long markers and leaves an unknown word alone', () => {
    expect(parseTextMarkers('LEARNING_OUTCOME: You can loop.')[0]).toEqual({ kind: 'callout', marker: 'LEARNING_OUTCOME', text: 'You can loop.' });
    expect(parseTextMarkers('HINT: not a marker')[0]).toEqual({ kind: 'paragraph', text: 'HINT: not a marker' });
  });
  it('splits inline code and bold', () => {
    expect(parseInline('Use `print()` for **output** now')).toEqual([
      { kind: 'text', text: 'Use ' },
      { kind: 'code', text: 'print()' },
      { kind: 'text', text: ' for ' },
      { kind: 'bold', text: 'output' },
      { kind: 'text', text: ' now' },
    ]);
  });
  it('emphasises a word between single stars, but not arithmetic', () => {
    expect(parseInline('HTML describes *what* things are.')).toEqual([
      { kind: 'text', text: 'HTML describes ' },
      { kind: 'emphasis', text: 'what' },
      { kind: 'text', text: ' things are.' },
    ]);
    expect(parseInline('2 * 3 * 4 and a*b*c')).toEqual([{ kind: 'text', text: '2 * 3 * 4 and a*b*c' }]);
    expect(parseInline('**bold** then *soft*')).toEqual([
      { kind: 'bold', text: 'bold' },
      { kind: 'text', text: ' then ' },
      { kind: 'emphasis', text: 'soft' },
    ]);
  });
});

describe('plain text of a text block', () => {
  it('drops the marker of every paragraph, not only the first', () => {
    expect(plainText('Intro.\n\nDEF: A loop repeats.\n\nNOTE: Mind the **colon**.')).toBe('Intro.\n\nA loop repeats.\n\nMind the  colon .');
  });
});
