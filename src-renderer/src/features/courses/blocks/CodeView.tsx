import { lazy, Suspense } from 'react';
import classes from './CodeView.module.css';
import { loadHighlighter } from './load-highlighter';

const HighlightedCode = lazy(loadHighlighter);

/** Code with syntax colours once the highlighter has loaded; plain until then, so nothing jumps. */
export function CodeView({ code, language }: { code: string; language: string }) {
  const plain = (
    <pre className={`${classes.pre} ${classes.plain}`} tabIndex={0}>
      <code>{code.replace(/\n$/, '')}</code>
    </pre>
  );
  if (language === 'text') return plain;
  return (
    <Suspense fallback={plain}>
      <HighlightedCode code={code} language={language} />
    </Suspense>
  );
}
