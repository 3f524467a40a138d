import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadScriptFont } from './script-fonts';

describe('loadScriptFont', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for both weights of Hindi and Telugu fonts, and nothing for English', () => {
    const load = vi.fn(async () => []);
    vi.stubGlobal('document', { fonts: { load } });
    loadScriptFont('en');
    expect(load).not.toHaveBeenCalled();
    loadScriptFont('hi');
    loadScriptFont('te');
    expect(load.mock.calls).toEqual([
      ['400 1em "Noto Sans Devanagari"', 'क'],
      ['700 1em "Noto Sans Devanagari"', 'क'],
      ['400 1em "Noto Sans Telugu"', 'క'],
      ['700 1em "Noto Sans Telugu"', 'క'],
    ]);
  });
});
