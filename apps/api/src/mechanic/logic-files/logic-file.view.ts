import { logicFileContentOf, type LogicFileContent } from '@tempest/domain';
import type { AssetSnapshot } from '../mechanic-assets.js';

/** A logic file as the API answers it (docs/api-assets.md "Logic files"). */
export type LogicFile = LogicFileContent & { id: string; revision: number; updatedAt: string; pendingChanges: number };

export type LogicFileAnswer = { file: LogicFile; position: string | null };

export const logicFileOf = (asset: AssetSnapshot): LogicFile => ({
  id: asset.id,
  ...logicFileContentOf(asset.data),
  revision: asset.revision,
  updatedAt: asset.updatedAt,
  pendingChanges: asset.pendingChanges,
});
