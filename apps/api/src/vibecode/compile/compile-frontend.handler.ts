import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { looksLikeUuid, normalizeEntryPoint, normalizeFrontendSettings, validateSaveFiles, type FrontendSettings } from '@tempest/domain';
import type { FrontendProjectView } from '@tempest/projections';
import type { ActiveUser } from '../../accounts/user-directory.js';
import { ApiError } from '../../common/api-error.js';
import type { CompileResult, ProjectFile } from '../compiler/compiler.types.js';
import { FrontendCompiler } from '../compiler/frontend-compiler.js';
import { FrontendWorkspace } from '../projects/frontend-workspace.js';
import type { CompileFrontendDto } from './compile-frontend.dto.js';

export class CompileFrontendQuery extends Query<CompileResult> {
  constructor(
    readonly body: CompileFrontendDto,
    readonly user: ActiveUser,
  ) {
    super();
  }
}

const gameIdOf = (raw: string | null | undefined): string => {
  if (!raw) throw new ApiError(400, 'frontend.no_game_id', 'No game ID provided');
  if (!looksLikeUuid(raw)) throw new ApiError(400, 'game.invalid_id', 'Game id must be a UUID');
  return raw.toLowerCase();
};

const savedSettings = (project: FrontendProjectView | null): FrontendSettings | undefined =>
  project ? { enable_websocket: false, tailwind_config: project.settings.tailwind_config } : undefined;

@QueryHandler(CompileFrontendQuery)
export class CompileFrontendHandler implements IQueryHandler<CompileFrontendQuery> {
  constructor(
    private readonly workspace: FrontendWorkspace,
    private readonly compiler: FrontendCompiler,
  ) {}

  /** The given files, or the saved ones of frontendId (or the game's first project); settings default to the project's. */
  async execute({ body, user }: CompileFrontendQuery): Promise<CompileResult> {
    const gameId = gameIdOf(body.gameId);
    await this.workspace.assertAccess(gameId, user);
    const project = await this.workspace.projectOf(gameId, body.frontendId);
    const files = await this.filesOf(project, body);
    const entryPoint = normalizeEntryPoint(body.entryPoint);
    const settings = normalizeFrontendSettings(body.settings, savedSettings(project));
    return this.compiler.compile({ files, entryPoint, settings });
  }

  private async filesOf(project: FrontendProjectView | null, body: CompileFrontendDto): Promise<ProjectFile[]> {
    const files = body.useServerFiles ? (project ? await this.workspace.reader.workingFiles(project.id) : []) : (body.files ?? []);
    if (files.length === 0) throw new ApiError(400, 'frontend.no_files', 'No files to compile');
    return validateSaveFiles(files).map(({ filename, content }) => ({ filename, content }));
  }
}
