import './prism-manual';
import Prism, { type TokenStream } from 'prismjs';
// Prism's main module brings markup, CSS, the C-like base and JavaScript. Each language file below
// extends the global Prism, after the languages it builds on. Only the languages prism-language.ts
// names are loaded (with the extras that colour CSS values, JavaScript's methods and its regular
// expressions, as lessons always showed them): every grammar Prism holds is walked again by each
// later one's `insertBefore`, and a highlighter carrying thirty languages spent about 130 ms of a
// lesson's first code block on that walk.
import 'prismjs/components/prism-regex';
import 'prismjs/components/prism-js-extras';
import 'prismjs/components/prism-css-extras';
import 'prismjs/components/prism-c';
import 'prismjs/components/prism-cpp';
import 'prismjs/components/prism-java';
import 'prismjs/components/prism-python';
import 'prismjs/components/prism-sql';
import 'prismjs/components/prism-json';
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-yaml';
import 'prismjs/components/prism-jsx';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-tsx';

export { Prism };

/**
 * The code as Prism's tokens in the named grammar (or as one plain string without one), with the
 * language files' tokenize hooks run around it: JSX's keeps the text between tags plain.
 */
export function tokenizeCode(code: string, language: string): TokenStream {
  const grammar = Prism.languages[language];
  if (!grammar) return code;
  const env = { code, grammar, language, tokens: [] as TokenStream };
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(env.code, env.grammar);
  Prism.hooks.run('after-tokenize', env);
  return env.tokens;
}
