import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { addServerMessages, defineTexts, i18n, useAppLanguage, useServerText, type Translate } from './i18n';

const useGreetings = defineTexts('readers-test', { en: { greeting: 'Hello {{name}}' }, hi: { greeting: 'नमस्ते {{name}}' }, te: { greeting: 'నమస్తే {{name}}' } });
addServerMessages({ hi: { 'Readers test message.': 'पाठक परीक्षण संदेश।' }, te: {} });

describe('reading words in components', () => {
  it('every reader of a namespace shares one translator until the language changes, then reads the new one', async () => {
    expect(i18n.language).toBe('en');
    const translators: Array<Translate<'greeting'>> = [];
    function Greeting() {
      const t = useGreetings();
      translators.push(t);
      return createElement('p', null, t('greeting', { name: 'Asha' }), ' ', useServerText()('Readers test message.'), ' ', useAppLanguage());
    }
    const twice = () => renderToString(createElement('div', null, createElement(Greeting), createElement(Greeting)));
    try {
      expect(twice()).toContain('Hello Asha');
      expect(translators[1]).toBe(translators[0]);
      await i18n.changeLanguage('hi');
      const inHindi = twice();
      expect(inHindi).toContain('नमस्ते Asha');
      expect(inHindi).toContain('पाठक परीक्षण संदेश।');
      expect(inHindi).toContain('hi');
      expect(translators[2]).not.toBe(translators[0]);
      expect(translators[3]).toBe(translators[2]);
    } finally {
      await i18n.changeLanguage('en');
    }
    expect(twice()).toContain('Readers test message.');
  });
});
