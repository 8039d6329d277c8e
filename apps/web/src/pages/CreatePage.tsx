import { useDocumentTitle } from '@mantine/hooks';
import { PromptToGame } from '../features/creation/components/PromptToGame/PromptToGame';
import { useCarriedPrompt } from '../features/creation/hooks/useCarriedPrompt';

/** /create — the full-page prompt-to-game screen. */
export function CreatePage() {
  useDocumentTitle('Create a game · Tempest');
  const carriedPrompt = useCarriedPrompt();
  return <PromptToGame variant="full" autoSubmitPrompt={carriedPrompt} />;
}
