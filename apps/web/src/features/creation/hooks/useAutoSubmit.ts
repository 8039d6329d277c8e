import { useEffect, useRef } from 'react';

/** A supplied prompt is submitted 500 ms after it is filled in. */
export const AUTO_SUBMIT_DELAY_MS = 500;

/**
 * Fills `prompt` in through `fill` and submits it once, `AUTO_SUBMIT_DELAY_MS` later, when `canSubmit`
 * (the user is known to be signed in). A visitor who is not signed in just finds it filled in.
 */
export function useAutoSubmit(
  prompt: string | undefined,
  fill: (text: string) => void,
  canSubmit: boolean,
  submit: (text: string) => void,
) {
  const filled = useRef(false);
  const submitted = useRef(false);

  useEffect(() => {
    if (!prompt || filled.current) return;
    filled.current = true;
    fill(prompt);
  }, [fill, prompt]);

  useEffect(() => {
    if (!prompt || !canSubmit || submitted.current) return;
    const timer = window.setTimeout(() => {
      submitted.current = true;
      submit(prompt);
    }, AUTO_SUBMIT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [canSubmit, prompt, submit]);
}
