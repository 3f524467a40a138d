import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs` (1 s for the landing's countdown, 60 s for the dashboard's). */
export function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
