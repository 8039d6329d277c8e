import { useEffect, useState } from 'react';

/** A step counter that advances every `intervalMs` while not paused. */
export function useRotation(intervalMs: number, paused: boolean): number {
  const [step, setStep] = useState(0);

  useEffect(() => {
    if (paused) return;
    const timer = window.setInterval(() => setStep((current) => current + 1), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs, paused]);

  return step;
}
