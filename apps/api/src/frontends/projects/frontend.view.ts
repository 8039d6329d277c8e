import type { FrontendFile } from '@tempest/domain';
import type { FrontendProjectView } from '@tempest/projections';
import type { FormatReport, LintReport } from '../compiler/compiler.types.js';

/** GET …/frontends/ (docs/api-frontends.md §1). */
export type FrontendListAnswer = { success: true; frontends: { id: string; name: string; description: string; updatedAt: string }[] };

/** GET …/frontends/{frontendId}/. */
export type FrontendAnswer = { success: true; id: string; gameId: string; name: string; description: string; files: FrontendFile[] } & Pick<
  FrontendProjectView,
  'entryPoint' | 'settings' | 'updatedAt'
>;

/** Where a write's last event landed in `$all` (pass as minPosition to read it back); null: nothing written. */
type Written = { position: string | null };

/** POST …/frontends/save/. */
export type SaveFrontendAnswer = LintReport &
  FormatReport & { success: true; frontendId: string; id: string; message: string; files: FrontendFile[]; updatedAt: string } & Written;

export type UpdateFileAnswer = { success: true; file: FrontendFile | null; frontendId: string } & Written;
export type MoveFileAnswer = { success: true; file: FrontendFile } & Written;
export type BulkMoveAnswer = { success: true; moved: number; files: FrontendFile[] } & Written;

/** The position of the last of a request's writes (each write lands after the ones before it). */
export const lastPosition = () => {
  let last: string | null = null;
  return {
    note<R extends { position: string | null }>(result: R): R {
      if (result.position !== null) last = result.position;
      return result;
    },
    get position() {
      return last;
    },
  };
};

export const frontendAnswer = (project: FrontendProjectView, files: FrontendFile[]): FrontendAnswer => ({
  success: true,
  id: project.id,
  gameId: project.gameId,
  name: project.name,
  description: project.description,
  files,
  entryPoint: project.entryPoint,
  settings: project.settings,
  updatedAt: project.updatedAt,
});

export const byFilename = <F extends { filename: string }>(files: F[]): F[] =>
  [...files].sort((a, b) => (a.filename < b.filename ? -1 : a.filename > b.filename ? 1 : 0));
