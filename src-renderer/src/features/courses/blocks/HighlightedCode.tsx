import { useComputedColorScheme } from '@mantine/core';
import { Highlight, themes, type PrismTheme } from 'prism-react-renderer';
import { readableOn } from '../../../app/readable-colors';
import { prismLanguage } from './prism-language';
import classes from './CodeView.module.css';

export interface HighlightedCodeProps {
  code: string;
  language: string;
}

/**
 * GitHub's colours, each darkened where it reads under WCAG AA's 4.5:1 on GitHub's grey panel
 * (comments, numbers and keywords read at 2.6 to 4.3:1 as they come).
 */
const panel = themes.github.plain.backgroundColor ?? '#f6f8fa';
const lightTheme: PrismTheme = {
  ...themes.github,
  styles: themes.github.styles.map((entry) => ({ ...entry, style: { ...entry.style, ...(entry.style.color && { color: readableOn(entry.style.color, panel) }) } })),
};

/** Prism tokens drawn as React elements: the code is never parsed as HTML. */
export function HighlightedCode({ code, language }: HighlightedCodeProps) {
  const scheme = useComputedColorScheme('light');
  const theme = scheme === 'dark' ? themes.vsDark : lightTheme;
  return (
    <Highlight code={code.replace(/\n$/, '')} language={prismLanguage(language) ?? 'plain'} theme={theme}>
      {({ className, style, tokens, getLineProps, getTokenProps }) => (
        // Focusable, so a keyboard can scroll a line wider than the screen (as Docusaurus's code blocks do).
        <pre className={`${classes.pre} ${className}`} style={style} tabIndex={0}>
          {tokens.map((line, lineIndex) => (
            <div key={lineIndex} {...getLineProps({ line })}>
              {line.map((token, tokenIndex) => (
                <span key={tokenIndex} {...getTokenProps({ token })} />
              ))}
            </div>
          ))}
        </pre>
      )}
    </Highlight>
  );
}
