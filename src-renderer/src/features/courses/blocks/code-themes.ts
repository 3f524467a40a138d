import type { CSSProperties } from 'react';
import { readableOn } from '../../../core/readable-colors';
import type { CodePiece } from './code-lines';

/** Colours for token types, in the shape of prism-react-renderer's themes (whose two we use). */
export interface CodeTheme {
  plain: { color: string; backgroundColor: string };
  styles: Array<{ types: string[]; languages?: string[]; style: CSSProperties }>;
}

/** GitHub's light colours, as prism-react-renderer ships them. */
const github: CodeTheme = {
  plain: { color: '#393A34', backgroundColor: '#f6f8fa' },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: '#999988', fontStyle: 'italic' } },
    { types: ['namespace'], style: { opacity: 0.7 } },
    { types: ['string', 'attr-value'], style: { color: '#e3116c' } },
    { types: ['punctuation', 'operator'], style: { color: '#393A34' } },
    { types: ['entity', 'url', 'symbol', 'number', 'boolean', 'variable', 'constant', 'property', 'regex', 'inserted'], style: { color: '#36acaa' } },
    { types: ['atrule', 'keyword', 'attr-name', 'selector'], style: { color: '#00a4db' } },
    { types: ['function', 'deleted', 'tag'], style: { color: '#d73a49' } },
    { types: ['function-variable'], style: { color: '#6f42c1' } },
    { types: ['tag', 'selector', 'keyword'], style: { color: '#00009f' } },
  ],
};

/** Visual Studio's dark colours, as prism-react-renderer ships them. */
export const darkCodeTheme: CodeTheme = {
  plain: { color: '#9CDCFE', backgroundColor: '#1E1E1E' },
  styles: [
    { types: ['prolog'], style: { color: 'rgb(0, 0, 128)' } },
    { types: ['comment'], style: { color: 'rgb(106, 153, 85)' } },
    { types: ['builtin', 'changed', 'keyword', 'interpolation-punctuation'], style: { color: 'rgb(86, 156, 214)' } },
    { types: ['number', 'inserted'], style: { color: 'rgb(181, 206, 168)' } },
    { types: ['constant'], style: { color: 'rgb(100, 102, 149)' } },
    { types: ['attr-name', 'variable'], style: { color: 'rgb(156, 220, 254)' } },
    { types: ['deleted', 'string', 'attr-value', 'template-punctuation'], style: { color: 'rgb(206, 145, 120)' } },
    { types: ['selector'], style: { color: 'rgb(215, 186, 125)' } },
    { types: ['tag'], style: { color: 'rgb(78, 201, 176)' } },
    { types: ['tag'], languages: ['markup'], style: { color: 'rgb(86, 156, 214)' } },
    { types: ['punctuation', 'operator'], style: { color: 'rgb(212, 212, 212)' } },
    { types: ['punctuation'], languages: ['markup'], style: { color: '#808080' } },
    { types: ['function'], style: { color: 'rgb(220, 220, 170)' } },
    { types: ['class-name'], style: { color: 'rgb(78, 201, 176)' } },
    { types: ['char'], style: { color: 'rgb(209, 105, 105)' } },
  ],
};

/**
 * GitHub's colours, each darkened where it reads under WCAG AA's 4.5:1 on GitHub's grey panel
 * (comments, numbers and keywords read at 2.6 to 4.3:1 as they come).
 */
export const lightCodeTheme: CodeTheme = {
  ...github,
  styles: github.styles.map((entry) => ({ ...entry, style: { ...entry.style, ...(typeof entry.style.color === 'string' && { color: readableOn(entry.style.color, github.plain.backgroundColor) }) } })),
};

/** How a theme draws one language: the panel, a line, and each token type. */
export interface CodeStyles {
  panel: CSSProperties;
  line: CSSProperties;
  piece: (piece: CodePiece) => CSSProperties | undefined;
}

/** A theme's styles for one language, merged as prism-react-renderer merges them. */
export function codeStyles(theme: CodeTheme, language: string): CodeStyles {
  const byType: Record<string, CSSProperties> = {};
  for (const { types, languages, style } of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of types) byType[type] = { ...byType[type], ...style };
  }
  const line: CSSProperties = { color: theme.plain.color };
  const inlineBlock: CSSProperties = { display: 'inline-block' };
  return {
    panel: theme.plain,
    line,
    piece: ({ types, empty }) => {
      if (types.length === 1 && types[0] === 'plain') return empty ? inlineBlock : undefined;
      return Object.assign(empty ? { ...inlineBlock } : {}, ...types.map((type) => byType[type]));
    },
  };
}
