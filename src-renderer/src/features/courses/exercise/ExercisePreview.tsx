import { previewRoutes } from '@shared/api/routes/preview';
import { exerciseResult } from '@shared/courses/exercise-document';
import { useEffect, useRef } from 'react';

interface ExercisePreviewProps {
  /** The learner's page with its checker (exerciseDocument); a new token gets a fresh frame. */
  document: string;
  token: string;
  title: string;
  onResult: (token: string, passed: boolean[]) => void;
}

/**
 * The learner's page in the same sandboxed frame as lesson previews (opaque origin, never
 * allow-same-origin, so the page cannot reach the learner's session). The checker runs inside it
 * and posts its flags back; only a well-formed message from this frame, for this run, is taken.
 */
export function ExercisePreview({ document, token, title, onResult }: ExercisePreviewProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const target = frame.current?.contentWindow;
      if (!target || event.source !== target) return;
      if (typeof event.data === 'object' && event.data?.type === 'kodeshala:preview-ready') {
        // The frame's origin is opaque, so '*' is the only target it matches.
        target.postMessage({ type: 'kodeshala:preview', html: document }, '*');
        return;
      }
      const result = exerciseResult.safeParse(event.data);
      if (result.success && result.data.token === token) onResult(token, result.data.passed);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [document, token, onResult]);
  return (
    <iframe
      key={token}
      ref={frame}
      src={previewRoutes.sandbox.path}
      sandbox="allow-scripts"
      title={title}
      data-testid="exercise-preview"
      style={{ width: '100%', height: 260, border: 0, display: 'block', background: 'white', resize: 'vertical' }}
    />
  );
}
