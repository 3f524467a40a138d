import { describe, expect, it } from 'vitest';
import { scriptRuns } from './script-runs';

describe('scriptRuns', () => {
  it('keeps a text of one script whole, spaces, digits and punctuation included', () => {
    expect(scriptRuns('Arjun Reddy, Jr. (₹250)')).toEqual([{ script: 'latin', text: 'Arjun Reddy, Jr. (₹250)' }]);
    expect(scriptRuns('कोड युद्ध 2027')).toEqual([{ script: 'devanagari', text: 'कोड युद्ध 2027' }]);
  });

  it('cuts where the script changes, a space staying with the run before it', () => {
    expect(scriptRuns('Ravi रवि కుమార్ Zoë')).toEqual([
      { script: 'latin', text: 'Ravi ' },
      { script: 'devanagari', text: 'रवि ' },
      { script: 'telugu', text: 'కుమార్ ' },
      { script: 'latin', text: 'Zoë' },
    ]);
  });

  it('never starts a run with a combining mark or joiner, which belong to the letter before them', () => {
    const runs = scriptRuns('क्‍ष Test');
    expect(runs[0]).toEqual({ script: 'devanagari', text: 'क्‍ष ' });
    expect(runs.map((run) => run.text).join('')).toBe('क्‍ष Test');
  });

  it('gives leading neutral characters to the first lettered run, and a text of only them to Latin', () => {
    expect(scriptRuns('  2. राम')).toEqual([{ script: 'devanagari', text: '  2. राम' }]);
    expect(scriptRuns('2027 - 42')).toEqual([{ script: 'latin', text: '2027 - 42' }]);
    expect(scriptRuns('')).toEqual([]);
  });
});
