import { useComputedColorScheme } from '@mantine/core';
import { Highlight, themes } from 'prism-react-renderer';
import { prismLanguage } from './prism-language';
import classes from './CodeView.module.css';

export interface HighlightedCodeProps {
  code: string;
  language: string;
}

/** Prism tokens drawn as React elements: the code is never parsed as HTML. */
export function HighlightedCode({ code, language }: HighlightedCodeProps) {
  const scheme = useComputedColorScheme('light');
  const theme = scheme === 'dark' ? themes.vsDark : themes.github;
  return (
    <Highlight code={code.replace(/\n$/, '')} language={prismLanguage(language) ?? 'plain'} theme={theme}>
      {({ className, style, tokens, getLineProps, getTokenProps }) => (
        <pre className={`${classes.pre} ${className}`} style={style}>
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
