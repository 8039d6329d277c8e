// Game cards as the API answers them are part of the contract between the API and the web app.
export type { GameCard, GameCardDetails, GameDashboardItem, GameData, GamePlayStateItem } from '@tempest/contracts';
