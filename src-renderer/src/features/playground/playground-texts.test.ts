import { playgroundMessages } from '@shared/playground/files';
import { runEndLine } from '@shared/playground/run-end';
import { describe, expect, it } from 'vitest';
import { serverTextOf, setAppLanguage, textsOf } from '../../core/i18n';
import type { en } from './locales/en';
import { playgroundMessage, templateValue } from './playground-texts';

describe('playground messages in the learner language', () => {
  it('finds the value a shared template put in its English message', () => {
    expect(templateValue(playgroundMessages.duplicateName('main.py'), playgroundMessages.duplicateName)).toBe('main.py');
    expect(templateValue(playgroundMessages.notInstalled('Swift'), playgroundMessages.notInstalled)).toBe('Swift');
    expect(templateValue('Something else', playgroundMessages.duplicateName)).toBeUndefined();
  });

  it('keeps English word for word and translates templates and fixed messages', async () => {
    const t = textsOf<keyof typeof en>('playground');
    await setAppLanguage('en');
    expect(playgroundMessage(playgroundMessages.duplicateName('a.py'), t, serverTextOf)).toBe(playgroundMessages.duplicateName('a.py'));
    expect(runEndLine({ stage: 'run', code: 2, signal: null }, false, t)).toBe(runEndLine({ stage: 'run', code: 2, signal: null }, false));
    await setAppLanguage('hi');
    expect(playgroundMessage(playgroundMessages.duplicateName('a.py'), t, serverTextOf)).toBe('a.py नाम की file पहले से है।');
    expect(playgroundMessage(playgroundMessages.lastFile, t, serverTextOf)).toBe('Project में कम से कम एक file होनी चाहिए।');
    expect(runEndLine({ stage: 'compile', code: 1, signal: null }, false, t)).toContain('exit code 1');
    await setAppLanguage('en');
  });
});
