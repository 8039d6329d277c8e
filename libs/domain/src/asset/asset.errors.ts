import { DomainError } from '../shared/domain-error.js';

/** Largest asset content, as serialized JSON (a 1 MB request body cannot carry more anyway). */
export const ASSET_CONTENT_MAX = 1_000_000;

export class AssetNotFoundError extends DomainError {
  readonly code = 'asset.not_found';
  readonly category = 'not_found';
  constructor(assetId: string) {
    super('Asset not found', { assetId });
  }
}

export class AssetAlreadyExistsError extends DomainError {
  readonly code = 'asset.already_exists';
  readonly category = 'conflict';
  constructor(assetId: string) {
    super('An asset with this id already exists', { assetId });
  }
}

/** The same refusal as a game's own (game.forbidden): one rule, one answer, whatever is being changed. */
export class AssetForbiddenError extends DomainError {
  readonly code = 'game.forbidden';
  readonly category = 'forbidden';
  constructor(gameId: string) {
    super('Only the creator can change this game.', { gameId });
  }
}

export class AssetGameNotFoundError extends DomainError {
  readonly code = 'game.not_found';
  readonly category = 'not_found';
  constructor(gameId: string) {
    super('Game not found', { gameId });
  }
}

export class InvalidAssetContentError extends DomainError {
  readonly code = 'asset.invalid_content';
  readonly category = 'validation';
  constructor(reason: string) {
    super(reason);
  }
}

export class RevisionNotFoundError extends DomainError {
  readonly code = 'asset.revision_not_found';
  readonly category = 'not_found';
  constructor(assetId: string, revision: number) {
    super('Revision not found', { assetId, revision });
  }
}

export class AssetPurgedError extends DomainError {
  readonly code = 'asset.purged';
  readonly category = 'conflict';
  constructor(assetId: string) {
    super('This asset was deleted permanently and cannot be changed or restored.', { assetId });
  }
}

export class PendingChangeNotFoundError extends DomainError {
  readonly code = 'pending_change.not_found';
  readonly category = 'not_found';
  constructor(changeIds: string[]) {
    super('Pending change not found', { changeIds });
  }
}
