/** A UUID is 8-4-4-4-12 hexadecimal digits, any case. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const looksLikeUuid = (text: string): boolean => UUID.test(text);
