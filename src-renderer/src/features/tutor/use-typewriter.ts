import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';

/** One frame at 60 frames a second, the pace the reveal is written for. */
const frameMs = 1000 / 60;
/** At most half a second's worth at once, so even a stalled page shows the answer arriving. */
const maxFrames = 30;

/**
 * The spec's typing effect (product.md §1.2 "Chat assistant"): reveals `text` a few characters per
 * frame (scaled by the time a frame took), faster when far behind, so a long streamed answer still
 * finishes in a few seconds. Off for people who ask for reduced motion; `frozen` (Stop) keeps what is shown. `onRevealed` runs once
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

  const lastFrame = useRef<number | null>(null);
  useEffect(() => {
    if (!animate || options.frozen || shown >= text.length) {
      lastFrame.current = null;
      return;
    }
    const frame = requestAnimationFrame((now) => {
      // A busy or low-end device draws fewer frames: reveal what the time since the last one is
      // worth, so the answer finishes as soon on a slow phone as on a fast laptop.
      const frames = lastFrame.current === null ? 1 : Math.min(maxFrames, Math.max(1, (now - lastFrame.current) / frameMs));
      lastFrame.current = now;
      setShown((s) => Math.min(text.length, s + Math.ceil(frames * Math.max(2, (text.length - s) / 60))));
    });
    return () => cancelAnimationFrame(frame);
  }, [animate, options.frozen, shown, text.length]);

  useEffect(() => {
    if (settled) onRevealed.current();
  }, [settled]);

  return animate ? text.slice(0, shown) : text;
}
