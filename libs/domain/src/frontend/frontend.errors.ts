import { DomainError } from '../shared/domain-error.js';

export const FRONTEND_NAME_MAX = 100;
export const FRONTEND_DESCRIPTION_MAX = 2_000;
/** Longest tailwind_config, as JSON (characters). */
export const FRONTEND_TAILWIND_CONFIG_MAX = 64 * 1024;
export const FRONTEND_FILES_MAX = 100;
export const FRONTEND_FILENAME_MAX = 200;
/** Largest file, in bytes of UTF-8. */
export const FRONTEND_FILE_MAX_BYTES = 256 * 1024;
export const FRONTEND_FOLDER_PATH_MAX = 255;

export class FrontendNotFoundError extends DomainError {
  readonly code = 'frontend.not_found';
  readonly category = 'not_found';
  constructor(frontendId: string) {
    super('Frontend not found', { frontendId });
  }
}

export class FrontendAlreadyExistsError extends DomainError {
  readonly code = 'frontend.already_exists';
  readonly category = 'conflict';
  constructor(frontendId: string) {
    super('A frontend with this id already exists', { frontendId });
  }
}

/** A project field (name, description, settings, entry point) or a file's field broke a rule. */
export class InvalidFrontendFieldError extends DomainError {
  readonly category = 'validation';
  constructor(
    readonly code: string,
    message: string,
    details: Record<string, unknown>,
  ) {
    super(message, details);
  }
}

export class EntryPointFixedError extends DomainError {
  readonly code = 'frontend.entry_point_fixed';
  readonly category = 'validation';
  constructor() {
    super('The entry point is fixed at index.tsx', { field: 'entryPoint' });
  }
}

export class FrontendFileNotFoundError extends DomainError {
  readonly code = 'frontend.file_not_found';
  readonly category = 'not_found';
  constructor(fileIds: string[]) {
    super('File not found', { fileIds });
  }
}

/** A renamed (or added) file may not take another file's name (docs/api-frontends.md, Frontend projects). */
export class FrontendFileExistsError extends DomainError {
  readonly code = 'frontend.file_exists';
  readonly category = 'conflict';
  constructor(filename: string) {
    super(`File ${filename} already exists`, { filename });
  }
}

/** 'Cannot delete the last file' (docs/api-frontends.md, Frontend projects). */
export class LastFrontendFileError extends DomainError {
  readonly code = 'frontend.last_file';
  readonly category = 'validation';
  constructor() {
    super('Cannot delete the last file');
  }
}
