import type { CodeLanguage } from '@shared/courses/blocks';
import { languageByName } from '@shared/playground/languages';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod';

const handoff = z.object({ code: z.string().max(200_000), language: z.string().max(32) });

const extensionOf: Partial<Record<CodeLanguage, string>> = { html: 'html', css: 'css', json: 'json', jsx: 'jsx', text: 'txt' };

/** A lesson sample's file name: the name a beginner's page or program usually has (index.html, main.py). */
export function sampleFileName(language: string): string {
  const ext = languageByName(language)?.extensions[0] ?? extensionOf[language as CodeLanguage] ?? 'txt';
  return `${ext === 'html' ? 'index' : ext === 'css' ? 'style' : 'main'}.${ext}`;
}

/**
 * "Open in Playground" from the lesson reader passes `{ code, language }` in navigation state; the
 * workbench decides where the sample goes. The state is then cleared, so a reload does not add it twice.
 */
export function useHandoff(onSample: (sample: { name: string; code: string }) => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    const parsed = handoff.safeParse(location.state);
    if (!parsed.success) return;
    done.current = true;
    const { code, language } = parsed.data;
    onSample({ name: sampleFileName(language), code });
    void navigate(location.pathname, { replace: true, state: null });
  }, [location.state, location.pathname, navigate, onSample]);
}
