import type { CodeLanguage } from '@shared/courses/blocks';
import { freeFileName } from '@shared/playground/files';
import { languageByName } from '@shared/playground/languages';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import type { Workspace } from './use-workspace';

const handoff = z.object({ code: z.string().max(200_000), language: z.string().max(32) });

const extensionOf: Partial<Record<CodeLanguage, string>> = { html: 'html', css: 'css', json: 'json', jsx: 'jsx', text: 'txt' };

/**
 * "Open in Playground" from the lesson reader passes `{ code, language }` in navigation state:
 * the sample opens as a new file. The state is then cleared, so a reload does not add it twice.
 */
export function useHandoff(workspace: Workspace, onOpened: (name: string) => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    const parsed = handoff.safeParse(location.state);
    if (!parsed.success) return;
    done.current = true;
    const { code, language } = parsed.data;
    const ext = languageByName(language)?.extensions[0] ?? extensionOf[language as CodeLanguage] ?? 'txt';
    const name = freeFileName(ext === 'html' ? 'index' : ext === 'css' ? 'style' : 'main', ext, workspace.files.map((f) => f.name));
    workspace.create(name, code);
    onOpened(name);
    void navigate(location.pathname, { replace: true, state: null });
  }, [location.state, location.pathname, navigate, workspace, onOpened]);
}
