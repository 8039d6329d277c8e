import type { FrontendFile } from '@tempest/domain';
import type { FrontendProjectView } from '@tempest/projections';
import type { FrontendAnswer } from '@tempest/contracts';

export type { BulkMoveAnswer, FrontendAnswer, FrontendListAnswer, MoveFileAnswer, SaveFrontendAnswer, UpdateFileAnswer } from '@tempest/contracts';

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
