import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The prompt a visitor typed before signing up, back from sign-in as `?game_prompt=`. Read once;
 * the parameter is then removed so reloading the page does not create the game a second time.
 */
export function useCarriedPrompt(): string | undefined {
  const [params, setParams] = useSearchParams();
  const [carried] = useState(() => params.get('game_prompt')?.trim() || undefined);
  const present = params.has('game_prompt');

  useEffect(() => {
    if (!present) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('game_prompt');
        next.delete('from_home');
        return next;
      },
      { replace: true },
    );
  }, [present, setParams]);

  return carried;
}
