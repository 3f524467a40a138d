import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { fetchOnce } from './fetch-once';
import { loadRestOfStyles } from './styles/load-styles';

export type LazyWithStyles<Props extends object> = LazyExoticComponent<ComponentType<Props>> & {
  /** Fetches it ahead of its first render; a failure is left for that render to meet again. */
  preload: () => Promise<void>;
};

/**
 * React.lazy for a part of a screen drawn with Mantine components beyond those the screen waits
 * for (styles/load-styles.ts): its code and the rest of Mantine's styles arrive together, so it
 * never shows unstyled. Should the styles fail to arrive it still renders.
 */
export function lazyWithStyles<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyWithStyles<Props> {
  const fetchPart = fetchOnce(async () => {
    const [component] = await Promise.all([load(), loadRestOfStyles().catch(() => undefined)]);
    return { default: component };
  });
  return Object.assign(lazy(fetchPart), { preload: () => fetchPart().then(() => undefined) });
}
