import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { defineMessages } from '@shared/i18n/messages';
import { addMessageTranslations, currentAppLanguage, defineTexts, loadLanguage, setAppLanguage, useAppLanguage, useServerText, type Translate } from './i18n';

const useGreetings = defineTexts('readers-test', { en: { greeting: 'Hello {{name}}' }, hi: { greeting: 'नमस्ते {{name}}' }, te: { greeting: 'నమస్తే {{name}}' } });
const readersMessages = defineMessages('readersTest', { message: 'Readers test message.' });
addMessageTranslations(readersMessages, { hi: { message: 'पाठक परीक्षण संदेश।' }, te: { message: 'పాఠకుల పరీక్ష సందేశం.' } });

describe('reading words in components', () => {
  it('every reader of a namespace shares one translator until the language changes, then reads the new one', async () => {
    expect(currentAppLanguage()).toBe('en');
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
      await setAppLanguage('hi');
      const inHindi = twice();
      expect(inHindi).toContain('नमस्ते Asha');
      expect(inHindi).toContain('पाठक परीक्षण संदेश।');
      expect(inHindi).toContain('hi');
      expect(translators[2]).not.toBe(translators[0]);
      expect(translators[3]).toBe(translators[2]);
    } finally {
      await setAppLanguage('en');
    }
    expect(twice()).toContain('Readers test message.');
  });

  it('a text read before its dictionary arrived reads the new words once it has', async () => {
    try {
      await setAppLanguage('hi');
      // A screen whose Hindi words are fetched when it loads, while Hindi shows: English, the fallback, until they are here.
      const useFarewells = defineTexts('readers-test-fetched', { en: { farewell: 'Goodbye' }, hi: async () => ({ farewell: 'फिर मिलेंगे' }), te: { farewell: 'సెలవు' } });
      const Farewell = () => createElement('p', null, useFarewells()('farewell'));
      expect(renderToString(createElement(Farewell))).toContain('Goodbye');
      await loadLanguage('hi');
      expect(renderToString(createElement(Farewell))).toContain('फिर मिलेंगे');
    } finally {
      await setAppLanguage('en');
    }
  });
});
