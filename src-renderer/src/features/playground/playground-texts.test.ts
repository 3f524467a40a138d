import { playgroundMessageTable, playgroundMessages } from '@shared/playground/messages';
import { fileNameProblem } from '@shared/playground/files';
import { runEndLine } from '@shared/playground/run-end';
import { describe, expect, it } from 'vitest';
import { serverTextOf, setAppLanguage, textsOf } from '../../core/i18n';
import type { en } from './locales/en';
import './playground-texts';

describe('playground messages in the learner language', () => {
  it('keeps English word for word and translates messages by id, their values written in', async () => {
    const t = textsOf<keyof typeof en>('playground');
    const duplicate = fileNameProblem('a.py', ['a.py']);
    expect(duplicate).toEqual(playgroundMessageTable.ref('duplicateName', { name: 'a.py' }));
    try {
      await setAppLanguage('en');
      expect(serverTextOf(duplicate ?? '')).toBe(playgroundMessages.duplicateName({ name: 'a.py' }));
      expect(runEndLine({ stage: 'run', code: 2, signal: null }, false, t)).toBe(runEndLine({ stage: 'run', code: 2, signal: null }, false));
      await setAppLanguage('hi');
      expect(serverTextOf(duplicate ?? '')).toBe('a.py नाम की file पहले से है।');
      expect(serverTextOf(playgroundMessageTable.ref('lastFile'))).toBe('Project में कम से कम एक file होनी चाहिए।');
      // A limit travels as a value: the translation has no number of its own.
      expect(serverTextOf(playgroundMessageTable.ref('tooManyFiles', { max: 7 }))).toBe('एक project में ज़्यादा से ज़्यादा 7 files हो सकती हैं।');
      expect(runEndLine({ stage: 'compile', code: 1, signal: null }, false, t)).toContain('exit code 1');
    } finally {
      await setAppLanguage('en');
    }
  });
});
