import { createElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage, textsIn, type AppLanguage } from '../../core/i18n';
import { readerNamespace } from './reader-texts';
import { withParts } from './with-parts';

const readerIn = (language: AppLanguage) => (values: Record<string, string | number>) => textsIn(language, readerNamespace)('moduleCompleteBody', values);
const text = (pieces: ReturnType<typeof withParts>) =>
  pieces.map((piece) => (typeof piece === 'string' ? piece : String((piece as { props: { children: unknown } }).props.children))).join('');

describe('withParts', () => {
  // The reader's Hindi and Telugu words load when the language is chosen.
  beforeAll(async () => {
    await loadLanguage('hi');
    await loadLanguage('te');
  });

  it('places each element where the language puts it', () => {
    const parts = { module: 'M1', next: 'M2' };
    expect(text(withParts(readerIn('en'), parts))).toBe('You finished every lesson of M1. Next up: M2.');
    expect(text(withParts(readerIn('hi'), parts))).toBe('आपने M1 के सभी lessons पूरे कर लिए। अगला: M2।');
  });

  it('keeps the elements themselves, not their text', () => {
    const bold = createElement('strong', null, 'Basics');
    const pieces = withParts(readerIn('te'), { module: bold, next: 'Loops' });
    expect(pieces.some((piece) => typeof piece === 'object' && piece !== null && (piece as { props: { children: unknown } }).props.children === bold)).toBe(true);
  });
});
