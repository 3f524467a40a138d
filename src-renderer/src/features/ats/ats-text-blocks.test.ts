import { describe, expect, it } from 'vitest';
import { atsTextBlocks } from './ats-text-blocks';

const text = ['Asha Verma', 'asha@example.in', 'Skills: React, Node.js', 'Experience', 'Intern at Zoho, built React dashboards', ''].join('\n');
const at = (word: string, from = 0) => text.indexOf(word, from);

describe('what the ATS sees', () => {
  it('cuts the text at the sections found and marks the job’s skills inside them', () => {
    const blocks = atsTextBlocks({
      extractedText: text,
      sections: [
        { section: 'experience', heading: 'Experience', start: at('Experience'), end: text.length },
        { section: 'skills', heading: 'Skills', start: at('Skills'), end: at('Experience') },
      ],
      matches: [
        { skill: 'React', start: at('React'), end: at('React') + 5 },
        { skill: 'Node.js', start: at('Node.js'), end: at('Node.js') + 7 },
        { skill: 'React', start: at('React', at('Zoho')), end: at('React', at('Zoho')) + 5 },
      ],
    });
    expect(blocks.map((block) => [block.section, block.heading])).toEqual([
      [null, null],
      ['skills', 'Skills'],
      ['experience', 'Experience'],
    ]);
    expect(blocks[0]?.pieces).toEqual([{ text: 'Asha Verma\nasha@example.in' }]);
    expect(blocks[1]?.pieces).toEqual([{ text: 'React', skill: 'React' }, { text: ', ' }, { text: 'Node.js', skill: 'Node.js' }]);
    expect(blocks[2]?.pieces).toEqual([{ text: 'Intern at Zoho, built ' }, { text: 'React', skill: 'React' }, { text: ' dashboards' }]);
  });

  it('shows the whole text as one block when no section was found, and skips a match that overlaps another', () => {
    const blocks = atsTextBlocks({ extractedText: 'React and React Native', sections: [], matches: [{ skill: 'React Native', start: 10, end: 22 }, { skill: 'React', start: 10, end: 15 }, { skill: 'React', start: 0, end: 5 }] });
    expect(blocks).toEqual([{ section: null, heading: null, pieces: [{ text: 'React', skill: 'React' }, { text: ' and ' }, { text: 'React Native', skill: 'React Native' }] }]);
  });
});
