// The games list rows the API answers are part of the contract between the API and the web app.
export type { GameCreator, GameListItem } from '@tempest/contracts';
