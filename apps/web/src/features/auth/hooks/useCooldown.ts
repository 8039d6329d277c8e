import { useEffect, useState } from 'react';

/** Seconds left before an action may run again; `start()` begins a new wait. */
export function useCooldown(seconds: number): { remaining: number; start: () => void } {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (until <= now) return;
    const timer = window.setTimeout(() => setNow(Date.now()), 250);
    return () => window.clearTimeout(timer);
  }, [until, now]);

  return {
    remaining: Math.max(0, Math.ceil((until - now) / 1000)),
    start: () => {
      const started = Date.now();
      setNow(started);
      setUntil(started + seconds * 1000);
    },
  };
}
