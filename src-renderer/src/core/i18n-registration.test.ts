import { describe, expect, it } from 'vitest';
import { defineMessages } from '@shared/i18n/messages';
import { addMessageTranslations, currentAppLanguage, defineTexts, loadLanguage, setAppLanguage, subscribeToMessages, textsIn } from './i18n';

/** Counts the announcements that make every mounted reader of texts render again. */
function announcements(): { count: () => number; stop: () => void } {
  let count = 0;
  const stop = subscribeToMessages(() => void count++);
  return { count: () => count, stop };
}

describe('registering words', () => {
  it('a namespace registered as its chunk loads re-renders nothing, and reads in every language', () => {
    const heard = announcements();
    defineTexts('registration-test-inline', { en: { hello: 'Hello' }, hi: { hello: 'नमस्ते' }, te: { hello: 'నమస్తే' } });
    heard.stop();
    expect(heard.count()).toBe(0);
    expect(textsIn('hi', 'registration-test-inline')('hello')).toBe('नमस्ते');
    expect(textsIn('en', 'registration-test-inline')('hello')).toBe('Hello');
  });

  it('a dictionary fetched after its readers rendered announces itself, so they show it', async () => {
    await loadLanguage('hi'); // only this test's words are on their way
    defineTexts('registration-test-fetched', { en: { bye: 'Bye' }, hi: async () => ({ bye: 'अलविदा' }), te: { bye: 'వీడ్కోలు' } });
    const heard = announcements();
    await loadLanguage('hi');
    heard.stop();
    expect(heard.count()).toBe(1);
    expect(textsIn('hi', 'registration-test-fetched')('bye')).toBe('अलविदा');
  });

  it('server messages for the language shown announce themselves; those for another language do not', async () => {
    expect(currentAppLanguage()).toBe('en');
    await loadLanguage('hi'); // words other tests left on their way would announce themselves at the switch
    const heard = announcements();
    addMessageTranslations(defineMessages('registrationTest', { one: 'Registration test message.' }), { hi: { one: 'पंजीकरण परीक्षण संदेश।' }, te: { one: 'నమోదు పరీక్ష సందేశం.' } });
    expect(heard.count()).toBe(0);
    await setAppLanguage('hi');
    const afterSwitch = heard.count();
    addMessageTranslations(defineMessages('registrationTestAnother', { one: 'Another registration test message.' }), { hi: { one: 'एक और संदेश।' }, te: { one: 'మరో సందేశం.' } });
    heard.stop();
    await setAppLanguage('en');
    expect(afterSwitch).toBe(1);
    expect(heard.count()).toBe(2);
    expect(textsIn('hi', 'messages.registrationTest')('one')).toBe('पंजीकरण परीक्षण संदेश।');
  });
});

describe('reading words', () => {
  // Complete in every language: the translations check reads whatever tests registered before it.
  defineTexts('reading-test', { en: { greeting: 'Hello {{name}}, {{count}} new' }, hi: { greeting: 'नमस्ते {{name}}, {{ count }} नए' }, te: { greeting: 'నమస్తే {{name}}, {{count}} కొత్తవి' } });

  it('writes values in, numbers as written, and a missing value as nothing', () => {
    expect(textsIn('en', 'reading-test')('greeting', { name: 'Asha', count: 3 })).toBe('Hello Asha, 3 new');
    expect(textsIn('hi', 'reading-test')('greeting', { name: 'Asha', count: 0 })).toBe('नमस्ते Asha, 0 नए');
    expect(textsIn('en', 'reading-test')('greeting', { name: 'Asha' })).toBe('Hello Asha,  new');
  });

  it('falls back to English while a language’s words are not here, then to the key itself', () => {
    defineTexts('reading-test-fallback', { en: { plain: 'Plain' }, hi: async () => ({ plain: 'सादा' }), te: { plain: 'సాదా' } });
    expect(textsIn('hi', 'reading-test-fallback')('plain')).toBe('Plain');
    expect(textsIn('te', 'reading-test-fallback')('plain')).toBe('సాదా');
    expect(textsIn('te', 'reading-test')('absent')).toBe('absent');
    expect(textsIn('hi', 'reading-test')('constructor')).toBe('constructor');
    expect(textsIn('hi', 'reading-test')('toString')).toBe('toString');
    expect(textsIn('te', 'no-such-namespace')('Some key')).toBe('Some key');
  });
});
