import { describe, expect, it } from 'vitest';
import { presenceColour, presenceColours, readPresence } from './presence';

describe('presenceColour', () => {
  it('gives a member the same colour every time, from the palette', () => {
    expect(presenceColour('user-1')).toBe(presenceColour('user-1'));
    expect(presenceColours).toContain(presenceColour('user-2'));
  });
});

describe('readPresence', () => {
  it('reads a peer’s name, colour and open file', () => {
    expect(readPresence({ user: { name: 'Asha', colour: '#1c7ed6', file: 'main.py' } })).toEqual({ name: 'Asha', colour: '#1c7ed6', file: 'main.py' });
  });

  it('ignores a state that could inject style or is not ours', () => {
    expect(readPresence({ user: { name: 'x', colour: 'red;} body{display:none', file: null } })).toBeUndefined();
    expect(readPresence({ cursor: {} })).toBeUndefined();
    expect(readPresence(null)).toBeUndefined();
  });
});
