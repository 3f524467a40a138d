import { describe, expect, it } from 'vitest';
import { detectTechStack, submissionSummary, summaryText, technologiesIn } from './tech-stack';

describe('recognised technologies', () => {
  it('finds names and aliases case-insensitively, canonical and once each, in order', () => {
    expect(technologiesIn('Built with NEXTJS and node, data in Postgres; nextjs again. Styled with tailwindcss.')).toEqual(['Next.js', 'Node.js', 'PostgreSQL', 'Tailwind']);
    expect(technologiesIn('A FastAPI service calling OpenAI through LangChain, models in PyTorch and TensorFlow')).toEqual(['FastAPI', 'OpenAI', 'LangChain', 'PyTorch', 'TensorFlow']);
    expect(technologiesIn('Django + MySQL, Flask for the API, MongoDB, Firebase auth, Express, Python, TypeScript, React.')).toEqual([
      'Django',
      'MySQL',
      'Flask',
      'MongoDB',
      'Firebase',
      'Express',
      'Python',
      'TypeScript',
      'React',
    ]);
  });

  it('matches whole words only, and the longest name where two overlap', () => {
    expect(technologiesIn('A good reaction to nodes and a rusty express-way of expression')).toEqual([]);
    expect(technologiesIn('Our React Native app and a react-native widget')).toEqual(['React Native']);
    expect(technologiesIn('node.js.')).toEqual(['Node.js']);
    expect(technologiesIn('see example.react.dev')).toEqual([]);
  });
});

describe('a submission’s tech stack', () => {
  it('keeps the stored stack first, canonical where recognised, then adds what the text names', () => {
    expect(detectTechStack({ projectTitle: 'MediScan on Next.js', description: 'Uses tensorflow and a mongo store.', techStack: ['nextjs', 'Arduino', 'ARDUINO', ''] })).toEqual([
      'Next.js',
      'Arduino',
      'TensorFlow',
      'MongoDB',
    ]);
  });
});

describe('a submission’s summary', () => {
  const long = 'An assistant that reads a doctor’s prescription photo, checks each medicine against the national drug list, warns about interactions and explains the dosage in Hindi.';

  it('cuts the description at 150 characters on a word boundary with an ellipsis', () => {
    const text = summaryText(long);
    expect(text).toBe('An assistant that reads a doctor’s prescription photo, checks each medicine against the national drug list, warns about interactions and explains the…');
    expect(Array.from(text).length).toBeLessThanOrEqual(151);
    expect(summaryText('Short and sweet.  ')).toBe('Short and sweet.');
    expect(summaryText('x'.repeat(200))).toBe(`${'x'.repeat(150)}…`);
  });

  it('has at most five tags, and the demo’s host', () => {
    const summary = submissionSummary({ projectTitle: 'Stack', description: 'React, Node.js, Express, MongoDB, Tailwind, Docker and AWS', techStack: [], liveDemo: 'https://stack.vercel.app' });
    expect(summary).toEqual({ text: 'React, Node.js, Express, MongoDB, Tailwind, Docker and AWS', tags: ['React', 'Node.js', 'Express', 'MongoDB', 'Tailwind'], platform: 'Vercel' });
  });
});
