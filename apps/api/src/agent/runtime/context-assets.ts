import { ASSET_TYPE_WORDS } from '@tempest/contracts';
import { DomainError, isAssetType, looksLikeUuid, type AgentContextItemRef, type AssetType } from '@tempest/domain';
import { assetOfGame, type ReadDb } from '@tempest/projections';
import { pathOf, textOf } from '../tools/asset-content.js';

/** An asset attached to a message (docs/api-agent.md, Context items), as it is now; `text` null: no longer in the game. */
export type AttachedAsset = { ref: AgentContextItemRef; type: AssetType; path: string; text: string | null };

/**
 * The asset refs of an init, each checked to name a present asset of this game (an asset of another game, or a
 * deleted one, is 400 `request.invalid` naming the item: nothing is recorded), named as the server knows it.
 * Attachments (`file_upload`) pass through unchanged.
 */
export async function checkedAssetRefs(db: ReadDb, gameId: string, refs: AgentContextItemRef[]): Promise<AgentContextItemRef[]> {
  return Promise.all(
    refs.map(async (ref, index) => {
      if (!isAssetType(ref.type)) return ref;
      // Asset ids are UUIDs: anything else names no asset (and is never put to the database).
      const asset = looksLikeUuid(ref.id) ? await assetOfGame(db, gameId, ref.id, { types: [ref.type] }) : null;
      if (!asset) throw new DomainError('request.invalid', `context_items[${index}]: this game has no ${ASSET_TYPE_WORDS[ref.type]} with id ${ref.id}`, { field: `context_items.${index}` });
      return { ...ref, name: asset.name };
    }),
  );
}

/** The assets a message names, read now from the game (an asset deleted since is kept with `text` null). */
export async function attachedAssets(db: ReadDb, gameId: string, refs: AgentContextItemRef[]): Promise<AttachedAsset[]> {
  const named = refs.filter((ref): ref is AgentContextItemRef & { type: AssetType } => isAssetType(ref.type));
  return Promise.all(
    named.map(async (ref) => {
      const asset = looksLikeUuid(ref.id) ? await assetOfGame(db, gameId, ref.id, { types: [ref.type] }) : null;
      if (!asset) return { ref, type: ref.type, path: ref.name, text: null };
      return { ref: { ...ref, name: asset.name }, type: ref.type, path: pathOf(ref.type, asset.data), text: textOf(ref.type, asset.data) };
    }),
  );
}
