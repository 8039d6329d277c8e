import type { BaseQueryFn, TypedMutationOnQueryStarted } from '@reduxjs/toolkit/query';
import type { Tag } from './baseApi';
import { ownWrites } from './ownWrites';

/** The dispatch a mutation's lifecycle gets (it takes the cache-patching thunks of the api's util). */
type Dispatch = Parameters<NonNullable<TypedMutationOnQueryStarted<unknown, unknown, BaseQueryFn, 'api'>>>[1]['dispatch'];

/** A write's answer carries the `$all` position of its last event (null when it wrote nothing; some carry none). */
const positionOf = (answer: unknown): string | null => {
  const position = typeof answer === 'object' && answer !== null ? (answer as { position?: unknown }).position : null;
  return typeof position === 'string' ? position : null;
};
/** What to do with a write's answer besides invalidating (e.g. show the saved asset at once). */
export type OnSaved<Result, Arg> = (result: Result, arg: Arg, dispatch: Dispatch) => void;

/** The id of the asset an answer holds under `key` (`{ script: { id } }`, `{ data: { id } }`), if any. */
export const answeredId = (answer: unknown, key: string): string | undefined => {
  const held = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>)[key] : undefined;
  const id = typeof held === 'object' && held !== null ? (held as { id?: unknown }).id : undefined;
  return typeof id === 'string' ? id : undefined;
};

/**
 * The cache side of a mutation that writes assets: on success it invalidates `tagsOf(answer, arg)` (made
 * with `assetWriteTags`), and it tells this tab's `ownWrites` which reads it refreshed at which position, so
 * the game room's message for the same write does not refetch them again. `onSaved` runs with the answer
 * (e.g. to show the saved asset at once).
 */
export function assetWrite<Result, Arg>(
  tagsOf: (result: Result | undefined, arg: Arg) => Tag[],
  onSaved?: OnSaved<Result, Arg>,
) {
  return {
    invalidatesTags: (result: Result | undefined, error: unknown, arg: Arg): Tag[] => (error ? [] : tagsOf(result, arg)),
    async onQueryStarted(arg: Arg, { dispatch, queryFulfilled }: { dispatch: Dispatch; queryFulfilled: Promise<{ data: Result }> }) {
      const end = ownWrites.begin();
      let saved: Result;
      try {
        saved = (await queryFulfilled).data;
      } catch {
        end(); // the caller reports the failure
        return;
      }
      end({ tags: tagsOf(saved, arg), position: positionOf(saved) });
      onSaved?.(saved, arg, dispatch);
    },
  };
}
