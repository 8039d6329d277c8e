import { Switch } from '@mantine/core';
import { errorMessage } from '../../../../api/apiError';
import { useToast } from '../../../toasts';
import { useFetchGameCardQuery, useUpdateGameDetailsMutation } from '../../gamesApi';

/** What allowing remixes means, in the creator's words (docs/api-clone.md, Who may clone what). */
export const REMIX_SWITCH_LABEL = 'Allow remixes';
export const REMIX_SWITCH_HINT = 'Others can copy this game into their own studio and change it. Your original stays untouched.';

/**
 * The game's `isCloneable` flag (spec 1, Game card): on, signed-in players see Clone on the card and Remix on
 * the play page. Only the creator sees this; the server refuses anyone else (403 game.forbidden).
 */
export function RemixSwitch({ gameId }: { gameId: string }) {
  const { data: card } = useFetchGameCardQuery(gameId);
  const [update, { isLoading }] = useUpdateGameDetailsMutation();
  const toast = useToast();
  const checked = card?.isCloneable === true;

  const toggle = async (isCloneable: boolean) => {
    try {
      await update({ id: gameId, isCloneable }).unwrap();
      toast.show({ title: isCloneable ? 'Remixes allowed' : 'Remixes turned off', color: 'teal' });
    } catch (error) {
      toast.show({ title: 'Failed to update the game', message: errorMessage(error), color: 'red' });
    }
  };

  return (
    <Switch
      label={REMIX_SWITCH_LABEL}
      description={REMIX_SWITCH_HINT}
      checked={checked}
      disabled={!card || isLoading}
      onChange={(event) => void toggle(event.currentTarget.checked)}
      data-testid="remix-switch"
      data-checked={checked}
    />
  );
}
