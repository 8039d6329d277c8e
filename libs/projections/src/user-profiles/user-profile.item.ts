// No imports: the web app can import this type directly.

/** GET /api/users/{userId}/profile */
export type UserProfile = { id: string; username: string; profileImage: string; joinedAt: string };
