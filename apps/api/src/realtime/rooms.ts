const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const ROOM = new RegExp(`^(games|components|game:${UUID})$`, 'i');

/** The rooms a client may join. */
export const isRoomName = (value: unknown): value is string => typeof value === 'string' && ROOM.test(value);
