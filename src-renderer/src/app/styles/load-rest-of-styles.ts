let loading: Promise<unknown> | undefined;

/** Fetches the rest of Mantine's styles (rest-styles.ts) once; after a failure the next caller tries again. */
export function loadRestOfStyles(): Promise<unknown> {
  loading ??= import('./rest-styles').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** After the first paint, when the browser is idle, so dialogs and menus opened later are styled. */
export function loadRestOfStylesWhenIdle(): void {
  const load = () => void loadRestOfStyles().catch(() => undefined);
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 3_000 });
  else setTimeout(load, 1_000);
}
