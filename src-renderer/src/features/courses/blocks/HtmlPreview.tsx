import { previewRoutes } from '@shared/api/routes/preview';
import { useEffect, useRef } from 'react';

/**
 * Runs lesson HTML in an opaque-origin frame. Not srcdoc: an srcdoc frame inherits the app's CSP,
 * which forbids inline scripts. The sandbox page says when it is ready; we post it the document.
 * Never allow-same-origin: the frame must not reach the learner's session.
 */
export function HtmlPreview({ html, title }: { html: string; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const target = frame.current?.contentWindow;
      if (!target || event.source !== target) return;
      if (typeof event.data === 'object' && event.data?.type === 'kodeshala:preview-ready') {
        // The frame's origin is opaque, so '*' is the only target it matches.
        target.postMessage({ type: 'kodeshala:preview', html }, '*');
      }
    };
    window.addEventListener('message', onMessage);
    // On a page the server drew, the frame may have loaded and said so before the app was there to
    // hear it: it is sent the document now as well. A frame still loading drops this and asks; one
    // that has taken a document keeps no listener, so it is never written twice.
    frame.current?.contentWindow?.postMessage({ type: 'kodeshala:preview', html }, '*');
    return () => window.removeEventListener('message', onMessage);
  }, [html]);
  return (
    <iframe
      ref={frame}
      src={previewRoutes.sandbox.path}
      sandbox="allow-scripts"
      title={title}
      loading="lazy"
      data-testid="html-preview"
      style={{ width: '100%', height: 280, border: 0, display: 'block', background: 'white', resize: 'vertical' }}
    />
  );
}
