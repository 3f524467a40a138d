import hackathonCore from '@resources/hackathon/event.json';
import hackathonProblems from '@resources/hackathon/problem-statements.json';
import hackathonProgramme from '@resources/hackathon/programme.json';
import hackathonHi from '@resources/hackathon/translations/hi.json';
import hackathonTe from '@resources/hackathon/translations/te.json';
import homeEn from '@resources/home/home.json';
import homeHi from '@resources/home/home.hi.json';
import homeTe from '@resources/home/home.te.json';
import { hackathonEvent } from '@shared/hackathon/event';
import { eventTranslation, wordsOfEvent } from '@shared/hackathon/event-translation';
import { homeContent } from '@shared/home/home-content';
import { beforeAll, describe, expect, it } from 'vitest';
import { dictionariesOf, loadLanguage } from './i18n';

/**
 * product.md §1.9: "A check fails when a key is missing in one language". Every dictionary module
 * of the renderer (`*-texts.ts`, `texts.ts`, `locales/*.ts`, as docs/ARCHITECTURE.md names them under Renderer) is
 * loaded here, so a feature's new dictionary is checked without being listed; loading registers its
 * words (defineTexts, addTexts, addMessageTranslations), the Hindi and Telugu ones a screen
 * fetches only when chosen are fetched, and the store is then compared language by language.
 */
const dictionaryModules = import.meta.glob(['../**/*-texts.ts', '../**/texts.ts', '../**/locales/*.ts'], { eager: true });
beforeAll(() => Promise.all([loadLanguage('hi'), loadLanguage('te')]));

/**
 * Words a Hindi or Telugu text may keep exactly as English writes them: brands, products, code and
 * the short technical words Indian students read in Latin letters. A value identical to English
 * passes only if every word of it is here (or a number, a sign or a placeholder).
 */
const sameInEveryLanguage = new Set(
  [
    'Kodeshala', 'GitHub', 'Google', 'Razorpay', 'LinkedIn', 'YouTube', 'Instagram', 'X', 'Python', 'JavaScript', 'TypeScript', 'Java', 'C', 'C++',
    'HTML', 'CSS', 'React', 'Node.js', 'SQL', 'Git', 'ATS', 'PDF', 'AI', 'API', 'URL', 'ID', 'OK', 'Code', 'Yuddh', 'CodeKurukshetra', 'INR', 'UPI',
  ].map((word) => word.toLowerCase()),
);

const placeholdersOf = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

function mayStayEnglish(text: string): boolean {
  const words = text
    .replace(/\{\{\s*\w+\s*\}\}/g, ' ')
    .split(/[\s·:;,!?()[\]/'"“”‘’…–—]+/)
    .map((word) => word.replace(/^[.-]+|[.-]+$/g, ''))
    .filter(Boolean);
  return words.every((word) => sameInEveryLanguage.has(word.toLowerCase()) || /^[\d₹%+,.#@*×=]+$/.test(word));
}

type Bundle = Record<string, string>;
const languages = ['en', 'hi', 'te'] as const;
/** Every dictionary registered so far, by language and namespace. */
const store = (): Record<string, Record<string, Bundle> | undefined> => Object.fromEntries(languages.map((language) => [language, Object.fromEntries(dictionariesOf(language))]));
const bundleOf = (language: string, namespace: string): Bundle => store()[language]?.[namespace] ?? {};

function problemsBetween(english: Bundle, other: Bundle, language: string, namespace: string): string[] {
  const problems: string[] = [];
  for (const [key, source] of Object.entries(english)) {
    const text = other[key];
    const where = `${language} ${namespace}.${key}`;
    if (text === undefined) problems.push(`${where}: missing`);
    else if (text.trim() === '') problems.push(`${where}: empty`);
    else {
      if (placeholdersOf(text).join() !== placeholdersOf(source).join()) problems.push(`${where}: placeholders ${placeholdersOf(text).join()} differ from English ${placeholdersOf(source).join()}`);
      if (text === source && !mayStayEnglish(source)) problems.push(`${where}: still English ("${source}")`);
    }
  }
  for (const key of Object.keys(other)) if (!(key in english)) problems.push(`${language} ${namespace}.${key}: no English`);
  return problems;
}

describe('translations', () => {
  it('finds the dictionaries', () => {
    expect(Object.keys(dictionaryModules).length).toBeGreaterThan(5);
    expect(Object.keys(store().en ?? {})).toEqual(expect.arrayContaining(['shell', 'login', 'home', 'dashboard', 'legal', 'notFound', 'tutorLauncher']));
  });

  it('has every key of every screen in Hindi and Telugu, none empty, none left in English, with the same placeholders', () => {
    const problems: string[] = [];
    for (const namespace of Object.keys(store().en ?? {})) {
      for (const language of ['hi', 'te']) problems.push(...problemsBetween(bundleOf('en', namespace), bundleOf(language, namespace), language, namespace));
    }
    expect(problems).toEqual([]);
  });

  it('writes every text to read right for any number: no plural forms, so a count is only written in (i18n.ts)', () => {
    const pluralKeys = Object.entries(store()).flatMap(([language, namespaces]) =>
      Object.entries(namespaces ?? {}).flatMap(([namespace, bundle]) => Object.keys(bundle).filter((key) => /_(zero|one|two|few|many|other)$/.test(key)).map((key) => `${language} ${namespace}.${key}`)),
    );
    expect(pluralKeys).toEqual([]);
  });

  it('writes values only as {{name}}: no nesting, formats or unescaped forms, which the lookup in i18n.ts does not read', () => {
    const unread = Object.entries(store()).flatMap(([language, namespaces]) =>
      Object.entries(namespaces ?? {}).flatMap(([namespace, bundle]) =>
        Object.entries(bundle)
          .filter(([, text]) => text.includes('$t(') || (text.match(/\{\{/g) ?? []).length !== (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).length)
          .map(([key]) => `${language} ${namespace}.${key}`),
      ),
    );
    expect(unread).toEqual([]);
  });

  it('gives the hackathon event the same words in every language: every item translated, matched by id and position', () => {
    const english = wordsOfEvent(hackathonEvent.parse({ ...hackathonCore, problemStatements: hackathonProblems, ...hackathonProgramme }));
    // Names a student reads in Latin letters whatever the page's language: tags, track names, categories such as FinTech.
    const mayStayAsWritten = new Set(['tags', 'name', 'category']);
    const problems: string[] = [];
    const walk = (en: unknown, other: unknown, path: string, language: string): void => {
      const field = path.split('.').findLast((part) => !/^\d+$/.test(part)) ?? '';
      if (typeof en === 'string') {
        if (typeof other !== 'string' || other.trim() === '') problems.push(`${language} ${path}: missing`);
        else if (field === 'id') {
          if (other !== en) problems.push(`${language} ${path}: must stay "${en}"`);
        } else if (other === en && !mayStayAsWritten.has(field) && !mayStayEnglish(en)) problems.push(`${language} ${path}: still English ("${en}")`);
        return;
      }
      if (typeof en !== 'object' || en === null || typeof other !== 'object' || other === null || Array.isArray(en) !== Array.isArray(other)) {
        problems.push(`${language} ${path}: missing`);
        return;
      }
      const keys = new Set([...Object.keys(en), ...Object.keys(other)]);
      for (const key of keys) walk((en as Record<string, unknown>)[key], (other as Record<string, unknown>)[key], path ? `${path}.${key}` : key, language);
    };
    for (const copy of [hackathonHi, hackathonTe]) expect(eventTranslation.safeParse(copy).error?.issues ?? []).toEqual([]);
    walk(english, hackathonHi, '', 'hi');
    walk(english, hackathonTe, '', 'te');
    expect(problems).toEqual([]);
  });

  it('gives the home page the same copy in every language: same shape, same links, translated words', () => {
    const problems: string[] = [];
    const fixed = new Set(['id', 'to', 'accent', 'level', 'weeks']);
    const walk = (en: unknown, other: unknown, path: string, language: string): void => {
      if (typeof en === 'string') {
        if (typeof other !== 'string' || other.trim() === '') problems.push(`${language} ${path}: missing`);
        else if (fixed.has(path.split('.').at(-1) ?? '')) {
          if (other !== en) problems.push(`${language} ${path}: must stay "${en}"`);
        } else if (other === en && !mayStayEnglish(en)) problems.push(`${language} ${path}: still English ("${en}")`);
        return;
      }
      if (typeof en !== 'object' || en === null) {
        if (other !== en) problems.push(`${language} ${path}: must stay ${String(en)}`);
        return;
      }
      if (typeof other !== 'object' || other === null || Array.isArray(en) !== Array.isArray(other)) {
        problems.push(`${language} ${path}: missing`);
        return;
      }
      const keys = new Set([...Object.keys(en), ...Object.keys(other)]);
      for (const key of keys) walk((en as Record<string, unknown>)[key], (other as Record<string, unknown>)[key], path ? `${path}.${key}` : key, language);
    };
    // The schema's length limits hold the layout: a longer translation would break the page.
    for (const copy of [homeHi, homeTe]) expect(homeContent.safeParse(copy).error?.issues ?? []).toEqual([]);
    walk(homeEn, homeHi, '', 'hi');
    walk(homeEn, homeTe, '', 'te');
    expect(problems).toEqual([]);
  });
});
