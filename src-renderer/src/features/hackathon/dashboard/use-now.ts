import { useEffect, useState } from 'react';

/** The current time, renewed every `everyMs`; the dashboard's countdown moves once a minute (product.md §3.4 "Countdown"). */
export function useNow(everyMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
