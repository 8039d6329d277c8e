import { DomainError, type AssetActor, type AssetData, type FrontendFileContent } from '@tempest/domain';
import type { AssetWriteResult } from '../../assets/execute-asset-command.js';
import type { CommandContext } from '../../common/actor.js';
import type { LintReport, FrontendCompiler } from '@tempest/frontend-compiler';
import { buildWorkingFrontend, workingProjectFiles, type FrontendBuild } from '../../frontends/projects/frontend-build.js';
import type { FrontendWorkspace } from '../../frontends/projects/frontend-workspace.js';
import { frontendWorkingFiles, FRONTEND_READ_MODELS } from '@tempest/projections';
import type { ReadModels } from '../../infrastructure/read-db.module.js';

export { buildErrorLines, type FrontendBuild } from '../../frontends/projects/frontend-build.js';

export const lintLines = (lint: LintReport): string[] =>
  lint.lintIssues.map((i) => `${i.file_path}:${i.line}:${i.column} ${i.severity} ${i.rule ? `${i.rule} ` : ''}${i.message}`);

/** The agent's side of a game's frontend: its first project (created when missing), its files, build and lint. */
export class AgentFrontend {
  constructor(
    private readonly workspace: FrontendWorkspace,
    private readonly reads: ReadModels,
    private readonly compiler: FrontendCompiler,
  ) {}

  /** The game's first project, created (as the save route creates it, with the same id) when it has none. */
  async ensureProject(gameId: string, actor: AssetActor, context: CommandContext): Promise<string> {
    const project = await this.workspace.projectOf(gameId);
    if (project) return project.id;
    const frontendId = this.workspace.firstProjectId(gameId);
    await this.workspace.saveProject(gameId, frontendId, false, {}, actor, context);
    return frontendId;
  }

  /** A new file of the project; its name must be free in the project ('File {name} already exists'). */
  async createFile(gameId: string, frontendId: string, content: AssetData, actor: AssetActor, context: CommandContext): Promise<AssetWriteResult> {
    const filename = String(content.filename);
    const existing = await this.workingFiles(frontendId);
    if (existing.some((f) => f.filename === filename)) throw new DomainError('frontend.file_exists', { filename });
    return this.workspace.createFile(gameId, { frontend_id: frontendId, ...content } as FrontendFileContent, actor, context);
  }

  /** The file names of the project the file belongs to, but the file itself (for renames). */
  async otherNames(frontendId: string, fileId: string): Promise<string[]> {
    return (await this.workingFiles(frontendId)).filter((f) => f.id !== fileId).map((f) => f.filename);
  }

  private async workingFiles(frontendId: string) {
    return frontendWorkingFiles((await this.reads.at(FRONTEND_READ_MODELS, 'committed')).db, frontendId);
  }

  /** Compiles the game's frontend as saved (the project's entry point and Tailwind settings); null when it has no files. */
  build(gameId: string): Promise<FrontendBuild | null> {
    return buildWorkingFrontend(this.workspace, this.reads, this.compiler, gameId);
  }

  /** Lints the game's frontend; null when it has no files. */
  async lint(gameId: string): Promise<{ files: number; lint: LintReport } | null> {
    const found = await workingProjectFiles(this.workspace, this.reads, gameId);
    return found && { files: found.files.length, lint: await this.compiler.lint(found.files) };
  }
}
