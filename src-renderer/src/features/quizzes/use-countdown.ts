import { useEffect, useState } from 'react';

/**
 * Milliseconds left until the server's deadline. The device's clock may be off, so the count
 * runs from the server's own "now" sent with the attempt, shifted by how far the device differs.
 */
export function useCountdown(deadlineAt: string, serverNow: string): number {
  const [skew] = useState(() => Date.parse(serverNow) - Date.now());
  const [left, setLeft] = useState(() => Date.parse(deadlineAt) - (Date.now() + skew));
  useEffect(() => {
    const tick = () => setLeft(Date.parse(deadlineAt) - (Date.now() + skew));
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [deadlineAt, skew]);
  return left;
}
