import { useComputedColorScheme } from '@mantine/core';
import { useMemo } from 'react';
import { codeLines } from './code-lines';
import { codeStyles, darkCodeTheme, lightCodeTheme } from './code-themes';
import { prismLanguage } from './prism-language';
import { tokenizeCode } from './prism-languages';
import classes from './CodeView.module.css';

export interface HighlightedCodeProps {
  code: string;
  language: string;
}

/** Prism tokens drawn as React elements: the code is never parsed as HTML. */
export function HighlightedCode({ code, language }: HighlightedCodeProps) {
  const scheme = useComputedColorScheme('light');
  const name = prismLanguage(language) ?? 'plain';
  const text = code.replace(/\n$/, '');
  const lines = useMemo(() => codeLines(tokenizeCode(text, name)), [text, name]);
  const styles = useMemo(() => codeStyles(scheme === 'dark' ? darkCodeTheme : lightCodeTheme, name), [scheme, name]);
  return (
    // Focusable, so a keyboard can scroll a line wider than the screen (as Docusaurus's code blocks do).
    <pre className={`${classes.pre} prism-code language-${name}`} style={styles.panel} tabIndex={0}>
      {lines.map((line, lineIndex) => (
        <div key={lineIndex} className="token-line" style={styles.line}>
          {line.map((piece, pieceIndex) => (
            <span key={pieceIndex} className={['token', ...piece.types].join(' ')} style={styles.piece(piece)}>
              {piece.content}
            </span>
          ))}
        </div>
      ))}
    </pre>
  );
}
