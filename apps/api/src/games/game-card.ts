import { gameCardDetails, type GameCardDetails, type ReadDb } from '@tempest/projections';
import { DomainError } from '@tempest/domain';

/**
 * One game's card and game data from the games read model; deleted and unknown games are 404. Read by the
 * card route and by the player page (publishing's play-game route), so it is a function both call.
 */
export const gameCardOrNotFound = async (db: ReadDb, gameId: string): Promise<GameCardDetails> => {
  const card = await gameCardDetails(db, gameId);
  if (!card) throw new DomainError('game.not_found');
  return card;
};
