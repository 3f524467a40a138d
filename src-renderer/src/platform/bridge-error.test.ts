import { describe, expect, it } from 'vitest';
import { bridgeErrorText } from './bridge-error';

describe('messages of refused bridge calls', () => {
  it('keeps only the message main threw', () => {
    expect(bridgeErrorText(new Error("Error invoking remote method 'folders.save': Error: This folder project is not open any more. Open the folder again."))).toBe(
      'This folder project is not open any more. Open the folder again.',
    );
    expect(bridgeErrorText(new Error("Error invoking remote method 'folders.open': Error: Refused folders.open from http://x"))).toBe('Refused folders.open from http://x');
    expect(bridgeErrorText(new Error('A folder named demo is already there.'))).toBe('A folder named demo is already there.');
    expect(bridgeErrorText('plain')).toBe('plain');
  });
});
