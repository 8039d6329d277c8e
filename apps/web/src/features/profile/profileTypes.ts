import type { GameCard as GameCardData } from '@tempest/contracts';

/** GET /api/users/{userId}/profile */
export type UserProfile = {
  id: string;
  username: string;
  profileImage: string;
  /** ISO 8601. */
  joinedAt: string;
};

/** GET /get-user-games/{userId} */
export type UserGames = { games: GameCardData[] };
