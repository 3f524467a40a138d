import type { Token, TokenStream } from 'prismjs';

/** One run of text on a line, with the token types it nests in ('plain' outside any). */
export interface CodePiece {
  types: string[];
  content: string;
  /** A line with nothing on it, drawn as a newline so it keeps its height. */
  empty?: true;
}

const newline = /\r\n|\r|\n/;

function markEmpty(line: CodePiece[]): void {
  if (line.length === 0) line.push({ types: ['plain'], content: '\n', empty: true });
  else if (line.length === 1 && line[0]?.content === '') line[0] = { ...line[0], content: '\n', empty: true };
}

const withType = (types: string[], type: string | string[] | null | undefined): string[] => {
  const added = !type ? [] : Array.isArray(type) ? type : [type];
  return added.reduce((all, next) => (all.at(-1) === next ? all : [...all, next]), types);
};

/**
 * Prism's nested token stream as lines of flat pieces, each carrying the types of every token it
 * sits in, so a line can be drawn as a row of spans (the shape prism-react-renderer draws).
 */
export function codeLines(stream: TokenStream): CodePiece[][] {
  let line: CodePiece[] = [];
  const lines = [line];
  const walk = (tokens: TokenStream, types: string[], nested: boolean): void => {
    for (const token of Array.isArray(tokens) ? tokens : [tokens]) {
      if (typeof token === 'string') {
        const [first = '', ...rest] = token.split(newline);
        const pieceTypes = nested ? types : ['plain'];
        line.push({ types: pieceTypes, content: first });
        for (const text of rest) {
          markEmpty(line);
          line = [{ types: pieceTypes, content: text }];
          lines.push(line);
        }
        continue;
      }
      const { type, alias, content } = token as Token;
      walk(content, withType(withType(types, type), alias), true);
    }
  };
  walk(stream, [], false);
  markEmpty(line);
  return lines;
}
