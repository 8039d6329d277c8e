import type { ReadModelName, RoomName } from '@tempest/contracts';
import type { RecordedEvent } from '@tempest/event-store';
import type { BulkLoad } from './bulk-load.js';

/** A statement runner bound to the projection's transaction. */
export type ProjectionTx = {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Only in a rebuild's transactions (engine/bulk-load.ts): bulk loading into the fresh side tables. */
  bulk?: BulkLoad;
};

/** Resolves a table's base name to its schema-qualified, quoted name for this run (live or rebuild). */
export type TableName = (table: string) => string;

/**
 * What a change means to the clients watching it: sent over socket.io to `rooms` (the contract's room
 * builders; never none: an empty list would reach every socket). `assetType` names the asset's type when the
 * change is about one asset (a tab then refetches only the lists of that type); projectors of other read
 * models leave it out, and the engine sends it as null.
 */
export type ReadModelChange = { readModel: ReadModelName; id: string | null; rooms: [RoomName, ...RoomName[]]; assetType?: string | null };

export type Projector = {
  name: string;
  /** Bump when the tables or the logic change: the engine then rebuilds from the first event. */
  version: number;
  /** Base names of the tables this projector owns (created by `createTables`). */
  tables: string[];
  createTables(tx: ProjectionTx, t: TableName): Promise<void>;
  /**
   * Secondary indexes a rebuild creates after its replay, as a bulk load does (inserting into indexed tables
   * costs more than indexing them once); a live start creates them with the tables. Optional.
   */
  createIndexes?(tx: ProjectionTx, t: TableName): Promise<void>;
  /**
   * Called by a rebuild after each replay (before its indexes and its swap), with the `bulk` of its batches: to
   * write what `apply` kept in `bulk.memory` rather than writing batch by batch. Optional.
   */
  finishReplay?(tx: ProjectionTx, t: TableName): Promise<void>;
  /** Event types this projector reads; others are skipped (the checkpoint still moves). */
  eventTypes: readonly string[];
  /**
   * Reads every event, whatever its type (the event index): `eventTypes` then lists the known ones for
   * readers that only filter by type. Optional.
   */
  allEvents?: boolean;
  /**
   * Reads the events' envelopes and metadata only, never `data` (the event index): a rebuild then reads `$all`
   * without the documents (ReadAllOptions.withoutData), so nothing is decoded or decrypted. Optional.
   */
  envelopeOnly?: boolean;
  apply(tx: ProjectionTx, events: RecordedEvent[], t: TableName): Promise<void>;
  /** The read-model changes an event causes, for live updates. */
  changesOf?(event: RecordedEvent): ReadModelChange[];
};
