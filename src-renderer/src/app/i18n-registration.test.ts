import { describe, expect, it } from 'vitest';
import { addServerMessages, defineTexts, i18n, loadLanguage } from './i18n';

/** Counts the 'added' events that make every mounted reader of texts render again. */
function announcements(): { count: () => number; stop: () => void } {
  let count = 0;
  const listener = () => void count++;
  i18n.store.on('added', listener);
  return { count: () => count, stop: () => i18n.store.off('added', listener) };
}

describe('registering words', () => {
  it('a namespace registered as its chunk loads re-renders nothing, and reads in every language', () => {
    const heard = announcements();
    defineTexts('registration-test-inline', { en: { hello: 'Hello' }, hi: { hello: 'नमस्ते' }, te: { hello: 'నమస్తే' } });
    heard.stop();
    expect(heard.count()).toBe(0);
    expect(i18n.getFixedT('hi', 'registration-test-inline')('hello')).toBe('नमस्ते');
    expect(i18n.getFixedT('en', 'registration-test-inline')('hello')).toBe('Hello');
  });

  it('a dictionary fetched after its readers rendered announces itself, so they show it', async () => {
    defineTexts('registration-test-fetched', { en: { bye: 'Bye' }, hi: async () => ({ bye: 'अलविदा' }), te: { bye: 'వీడ్కోలు' } });
    const heard = announcements();
    await loadLanguage('hi');
    heard.stop();
    expect(heard.count()).toBe(1);
    expect(i18n.getFixedT('hi', 'registration-test-fetched')('bye')).toBe('अलविदा');
  });

  it('server messages for the language shown announce themselves; those for another language do not', async () => {
    expect(i18n.language).toBe('en');
    const heard = announcements();
    addServerMessages({ hi: { 'Registration test message.': 'पंजीकरण परीक्षण संदेश।' }, te: { 'Registration test message.': 'నమోదు పరీక్ష సందేశం.' } });
    expect(heard.count()).toBe(0);
    await i18n.changeLanguage('hi');
    addServerMessages({ hi: { 'Another registration test message.': 'एक और संदेश।' }, te: { 'Another registration test message.': 'మరో సందేశం.' } });
    heard.stop();
    await i18n.changeLanguage('en');
    expect(heard.count()).toBe(1);
    expect(i18n.t('Registration test message.', { ns: 'messages', lng: 'hi' })).toBe('पंजीकरण परीक्षण संदेश।');
  });
});
