import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRestOfStyles } from './styles/load-styles';

export type LazyWithStyles<Props extends object> = LazyExoticComponent<ComponentType<Props>> & {
  /** Fetches it ahead of its first render; a failure is left for that render to meet again. */
  preload: () => Promise<void>;
};

/**
 * React.lazy for a part of a screen drawn with Mantine components beyond those the screen waits
 * for (styles/load-styles.ts): its code and the rest of Mantine's styles arrive together, so it
 * never shows unstyled. Should the styles fail to arrive it still renders. After a failed fetch
 * the next caller tries again.
 */
export function lazyWithStyles<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyWithStyles<Props> {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const fetchPart = () => {
    loading ??= Promise.all([load(), loadRestOfStyles().catch(() => undefined)]).then(
      ([component]) => ({ default: component }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return Object.assign(lazy(fetchPart), { preload: () => fetchPart().then(() => undefined) });
}
