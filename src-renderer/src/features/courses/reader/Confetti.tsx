import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useState, type CSSProperties } from 'react';
import classes from './Confetti.module.css';

/** product.md §2.9: 20 pieces for 3 s. */
export const confettiPieces = 20;
export const confettiMs = 3_000;

const colours = ['#7c3aed', '#f59e0b', '#10b981', '#ef4444', '#3b82f6', '#ec4899'];

// Spread by index, not by chance, so a render is pure and every burst looks alike.
const pieces = Array.from({ length: confettiPieces }, (_, index) => {
  const delayMs = (index % 5) * 120;
  return {
    left: `${(index * 37 + 7) % 100}%`,
    background: colours[index % colours.length],
    animationDelay: `${delayMs}ms`,
    animationDuration: `${confettiMs - delayMs - 200 - (index % 3) * 150}ms`,
    '--drift': `${((index * 53) % 160) - 80}px`,
    '--spin': `${((index * 97) % 720) - 360}deg`,
  } as CSSProperties;
});

/** A short celebration each time `burst` grows; nothing at all for learners who ask for less motion. */
export function Confetti({ burst }: { burst: number }) {
  const reducedMotion = useReducedMotion();
  const [finished, setFinished] = useState(0);
  useEffect(() => {
    if (burst === 0) return;
    const timer = setTimeout(() => setFinished(burst), confettiMs);
    return () => clearTimeout(timer);
  }, [burst]);
  if (reducedMotion || burst === 0 || finished === burst) return null;
  return (
    <div className={classes.layer} aria-hidden data-testid="confetti" key={burst}>
      {pieces.map((style, index) => (
        <span key={index} className={classes.piece} style={style} />
      ))}
    </div>
  );
}
