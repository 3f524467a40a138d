import { describe, expect, it } from 'vitest';
import { LineEditor } from './line-editor';

describe('the terminal line editor', () => {
  it('echoes typing and sends a whole line on Enter', () => {
    const editor = new LineEditor();
    expect(editor.feed('Asha')).toEqual({ echo: 'Asha', lines: [], interrupt: false, endOfInput: false });
    expect(editor.feed('\r')).toMatchObject({ echo: '\r\n', lines: ['Asha\n'] });
  });

  it('lets Backspace edit the line and Ctrl+C interrupt', () => {
    const editor = new LineEditor();
    expect(editor.feed('Ravx\u007fi\r').lines).toEqual(['Ravi\n']);
    expect(editor.feed('\u007f').echo).toBe('');
    expect(editor.feed('abc\u0003')).toMatchObject({ interrupt: true, lines: [] });
    expect(editor.feed('\r').lines).toEqual(['\n']);
  });

  it('sends several pasted lines at once', () => {
    expect(new LineEditor().feed('3\n4\n').lines).toEqual(['3\n', '4\n']);
  });
});
