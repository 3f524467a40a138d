import type { Project } from '@shared/api/playground';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { notify } from '../../core/notifications/notify';
import { usePlaygroundTexts } from './playground-texts';
import { useOpenProject } from './projects/use-projects';
import { useServerText } from '../../core/i18n';

const request = z.union([z.object({ openProject: z.string().max(100) }), z.object({ newProject: z.literal(true) })]);

/**
 * The Projects screen's New Project and Edit (product.md §2.2) pass `{ newProject: true }` or
 * `{ openProject: id }` in navigation state; the state is then cleared, so a reload does not repeat it.
 */
export function useOpenRequest(onNew: () => void, onOpen: (project: Project) => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  const open = useOpenProject();
  const t = usePlaygroundTexts();
  const server = useServerText();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    const parsed = request.safeParse(location.state);
    if (!parsed.success) return;
    done.current = true;
    void navigate(location.pathname, { replace: true, state: null });
    if ('newProject' in parsed.data) return onNew();
    open.mutate(parsed.data.openProject, {
      onSuccess: onOpen,
      onError: (error) => notify({ type: 'error', title: t('openProject'), message: server(error) }),
    });
  }, [location.state, location.pathname, navigate, open, onNew, onOpen, t, server]);
}
