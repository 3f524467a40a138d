import { lazy, Suspense } from 'react';
import classes from './CodeView.module.css';

// The highlighter and its languages load only when a lesson shows code, so they stay out of the reader's first chunk.
const HighlightedCode = lazy(() => import('./HighlightedCode').then(({ HighlightedCode: component }) => ({ default: component })));

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
