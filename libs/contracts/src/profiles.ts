// Public profiles (docs/api-accounts.md): a user's page and the games they created.

import type { GameCard } from './games.js';

/** GET /api/users/{userId}/profile. */
export type UserProfile = {
  id: string;
  username: string;
  profileImage: string;
  /** ISO 8601. */
  joinedAt: string;
};

/** GET /get-user-games/{userId}: the games this user created. */
export type UserGamesAnswer = { games: GameCard[] };
