import { Injectable } from '@nestjs/common';
import { Moments } from '../time-travel/moments.service.js';
import { PublishedVersion } from '../checkpoints/published-version.js';
import { type ProjectFile, FrontendCompiler } from '@tempest/frontend-compiler';
import { frontendProject, frontendWorkingFiles, FRONTEND_READ_MODELS } from '@tempest/projections';
import { ReadModels } from '../infrastructure/read-db.module.js';
import type { FrameTicket } from './frame-ticket.js';
import { buildFailedPage } from './game-page-headers.js';

/** Builds the page a ticket names: the working tree's files, or the files a checkpoint (published or travelled to) recorded. */
@Injectable()
export class FrontendPages {
  constructor(
    private readonly reads: ReadModels,
    private readonly published: PublishedVersion,
    private readonly compiler: FrontendCompiler,
    private readonly moments: Moments,
  ) {}

  /** The frontend's files as they were at a global position (time travel). */
  private async filesAt(gameId: string, frontendId: string, position: string): Promise<ProjectFile[] | null> {
    const { then } = await this.moments.at(gameId, { position: BigInt(position) }, { types: ['frontend_file'] });
    const files = then
      .filter((a) => a.exists && a.type === 'frontend_file' && a.data?.frontend_id === frontendId && typeof a.data.filename === 'string' && typeof a.data.content === 'string')
      .map((a) => ({ filename: a.data!.filename as string, content: a.data!.content as string }))
      .sort((a, b) => a.filename.localeCompare(b.filename));
    return files.length > 0 ? files : null;
  }

  /** The frontend's files in the ticket's version, or null when it has none there. */
  async files(ticket: FrameTicket, gameId: string): Promise<ProjectFile[] | null> {
    if (ticket.source === 'working') {
      const files = await frontendWorkingFiles((await this.reads.at(FRONTEND_READ_MODELS, 'committed')).db, ticket.frontendId);
      return files.length > 0 ? files.map(({ filename, content }) => ({ filename, content })) : null;
    }
    if (ticket.source === 'moment') return ticket.position ? this.filesAt(gameId, ticket.frontendId, ticket.position) : null;
    if (!ticket.checkpointId) return null;
    const assets = await this.published.assetsAt(gameId, ticket.checkpointId, ['frontend_file']);
    const files = assets
      .filter((a) => a.data.frontend_id === ticket.frontendId && typeof a.data.filename === 'string' && typeof a.data.content === 'string')
      .map((a) => ({ filename: a.data.filename as string, content: a.data.content as string }))
      .sort((a, b) => a.filename.localeCompare(b.filename));
    return files.length > 0 ? files : null;
  }

  /** The HTML page (a build failure renders as a page that shows the error), or null when there is nothing to serve. */
  async page(ticket: FrameTicket): Promise<string | null> {
    const project = await frontendProject((await this.reads.at(FRONTEND_READ_MODELS, 'committed')).db, ticket.frontendId);
    if (!project) return null;
    if (ticket.source === 'preview') {
      // The compile that made this build is what the workbench just showed; it stays in the compiler's cache.
      const code = ticket.buildId ? await this.compiler.builtCode(ticket.buildId) : null;
      return code === null
        ? buildFailedPage(project.name, 'This preview build is no longer kept. Press Compile again.')
        : this.compiler.renderPage(code, project.name);
    }
    const files = await this.files(ticket, project.gameId);
    if (!files) return null;
    // A checkpoint's page is built with the settings it recorded; the working tree's (and a named checkpoint's, which recorded none) with today's.
    const recorded = ticket.source === 'working' || !ticket.checkpointId ? null : await this.published.frontendSettingsAt(project.gameId, ticket.checkpointId, ticket.frontendId);
    const settings = recorded ?? project.settings;
    const result = await this.compiler.compile({ files, entryPoint: project.entryPoint, settings }, { lint: false, format: false });
    if (!result.success || result.compiledCode === null) return buildFailedPage(project.name, result.error ?? 'Compilation failed');
    return this.compiler.renderPage(result.compiledCode, project.name);
  }
}
