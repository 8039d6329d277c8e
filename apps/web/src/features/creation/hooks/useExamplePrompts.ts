import { useMemo } from 'react';
import type { GameTypeInterest } from '@tempest/contracts';
import { useCurrentUser } from '../../account/hooks/useCurrentUser';
import { examplePromptsFor, typewriterSuggestionsFor } from '../examplePrompts';

const NONE: GameTypeInterest[] = [];

/** The prompt screen's examples and typewriter lines, the kinds of game the creator chose in onboarding first. */
export function useExamplePrompts(): { examples: string[]; suggestions: string[] } {
  const { user } = useCurrentUser();
  const interests = user.onboarding?.gameTypeInterests ?? NONE;
  return useMemo(() => ({ examples: examplePromptsFor(interests), suggestions: typewriterSuggestionsFor(interests) }), [interests]);
}
