import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { lazyWithStyles } from './lazy-with-styles';
import { whenIdle } from './when-idle';

/**
 * A dialog or drawer that no screen shows as it first draws: its code, with Mantine's Modal, its
 * focus trap, scroll lock and scroll area, arrives when the browser is first idle after the
 * screen has drawn, or at once when it first opens, with the rest of Mantine's styles
 * (lazy-with-styles.ts). Once it has opened it stays mounted, so it closes with the transition it
 * opened with.
 */
export function lazyDialog<Props extends { opened: boolean }>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Dialog = lazyWithStyles(load);
  return function LazyDialog(props: Props) {
    const [wanted, setWanted] = useState(props.opened);
    if (props.opened && !wanted) setWanted(true);
    useEffect(() => whenIdle(() => void Dialog.preload().catch(() => undefined)), []);
    return wanted ? (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    ) : null;
  };
}
