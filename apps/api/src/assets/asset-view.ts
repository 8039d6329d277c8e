import type { AssetWriteResult } from './execute-asset-command.js';

/** The asset as a write left it (no projection wait): its content, or null when it no longer exists. */
export const assetView = (result: AssetWriteResult) => {
  const { state } = result;
  if (state.status !== 'present') return null;
  return { id: state.assetId, gameId: state.gameId, type: state.assetType, data: state.current.data ?? {}, revision: state.revision };
};
