import { describe, expect, it } from 'vitest';
import { encodeBridgeMessage } from '@shared/bridge-message';
import { playgroundMessageTable } from '@shared/playground/messages';
import { bridgeErrorMessage, bridgeErrorText } from './bridge-error';

describe('messages of refused bridge calls', () => {
  it('keeps only the message main threw', () => {
    expect(bridgeErrorText(new Error("Error invoking remote method 'folders.save': Error: This folder project is not open any more. Open the folder again."))).toBe(
      'This folder project is not open any more. Open the folder again.',
    );
    expect(bridgeErrorText(new Error("Error invoking remote method 'folders.open': Error: Refused folders.open from http://x"))).toBe('Refused folders.open from http://x');
    expect(bridgeErrorText(new Error('A folder named demo is already there.'))).toBe('A folder named demo is already there.');
    expect(bridgeErrorText('plain')).toBe('plain');
  });

  it("reads a refusal's id and values back, and shows its English where only text is wanted", () => {
    const refusal = playgroundMessageTable.ref('outsideFolder', { name: 'link.txt' });
    const thrown = new Error(`Error invoking remote method 'folders.save': Error: ${encodeBridgeMessage(refusal)}`);
    expect(bridgeErrorMessage(thrown)).toEqual(refusal);
    expect(bridgeErrorText(thrown)).toBe('Refused to write link.txt: it is not a plain file inside the project folder.');
    expect(bridgeErrorMessage(new Error('Error: kodeshala-message:{not json'))).toEqual({ message: 'kodeshala-message:{not json' });
  });
});
