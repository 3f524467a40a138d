import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';

/**
 * The spec's typing effect (product.md §1.2 "Chat assistant"): reveals `text` a few characters per
 * frame, faster when far behind, so a long streamed answer still finishes in a few seconds. Off for
 * people who ask for reduced motion; `frozen` (Stop) keeps what is shown. `onRevealed` runs once
 * the stream has ended and every character is on screen.
 */
export function useTypewriter(text: string, options: { active: boolean; streaming: boolean; frozen: boolean; onRevealed: () => void }): string {
  const reduced = useReducedMotion();
  const animate = options.active && !reduced;
  const [shown, setShown] = useState(animate ? 0 : text.length);
  const settled = !options.streaming && (!animate || shown >= text.length);
  const onRevealed = useRef(options.onRevealed);
  useEffect(() => {
    onRevealed.current = options.onRevealed;
  });

  useEffect(() => {
    if (!animate || options.frozen || shown >= text.length) return;
    const frame = requestAnimationFrame(() => setShown((s) => Math.min(text.length, s + Math.max(2, Math.ceil((text.length - s) / 60)))));
    return () => cancelAnimationFrame(frame);
  }, [animate, options.frozen, shown, text.length]);

  useEffect(() => {
    if (settled) onRevealed.current();
  }, [settled]);

  return animate ? text.slice(0, shown) : text;
}
