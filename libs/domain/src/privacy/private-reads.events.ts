/**
 * A staff member was shown private content (docs/personal-data.md, "Staff reads of private content"): one
 * event per request (or per export), never the content itself — who read, through which route, which streams'
 * events (at most PRIVATE_READ_STREAMS_MAX named, `streamCount` all of them) and how many events.
 */
export type PrivateContentRead = {
  type: 'PrivateContentRead';
  data: { readerId: string; route: string; streamIds: string[]; streamCount: number; count: number; at: string };
};

export type PrivateReadEvent = PrivateContentRead;

export const PRIVATE_READS_STREAM = 'ops-private-reads';
/** A read of a whole export names its first streams only: the event stays small whatever was read. */
export const PRIVATE_READ_STREAMS_MAX = 100;
