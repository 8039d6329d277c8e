// The card and its columns live with the games read model (libs/projections), shared with fetch-game-card.
export { GAME_CARD_COLUMNS, toGameCard, type GameCard, type GameCardRow } from '@tempest/projections';
