import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { looksLikeUuid } from '@tempest/domain';
import type { AppConfig } from '../config.js';
import { APP_CONFIG } from '../infrastructure/tokens.js';
import { verifyTicket } from './frame-ticket.js';
import { gameOriginFor } from './game-origin.js';
import { FrontendPages } from './frontend-pages.js';
import { gamePageHeaders, gameRefusalHeaders } from './game-page-headers.js';
import { mediaAnswer } from '../media/media-answer.js';
import { MEDIA_STORE, type MediaStore } from '../media/media-store.js';

const SERVE_PATH = /^\/create\/vibecode\/serve\/([^/]+)\/?$/;
/** The media store's pictures (an entity's generated image): the same bytes and headers as the studio's /media route. */
const MEDIA_PATH = /^\/media\/([^/]+)$/;

/**
 * The game origin: a second listener of this process that serves game pages only — no cookies, no studio
 * API, no CORS. A game's frame is on this origin, so the frame's `allow-same-origin` gives it nothing of
 * the studio's (docs/api-frontends.md §3).
 */
@Injectable()
export class GameOriginServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(GameOriginServer.name);
  private server: Server | null = null;
  private boundPort: number | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly pages: FrontendPages,
    @Inject(MEDIA_STORE) private readonly media: MediaStore,
  ) {}

  /** GAME_PORT, else the studio's port + 1, else (studio on a random port) a random port. */
  private wantedPort(): number {
    if (this.config.gamePort !== null) return this.config.gamePort;
    return this.config.port === 0 ? 0 : this.config.port + 1;
  }

  async onApplicationBootstrap(): Promise<void> {
    const server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.wantedPort(), this.config.host, () => resolve());
    });
    this.server = server;
    this.boundPort = (server.address() as AddressInfo).port;
    this.logger.log(`Game pages are served on port ${this.boundPort}`);
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The port game pages are served on (null before the application has started). */
  get port(): number | null {
    return this.boundPort;
  }

  /** The game origin as a browser on `studioHostname` reaches it (GAME_ORIGIN when set). */
  originFor(protocol: string, studioHostname: string): string {
    return gameOriginFor(protocol, studioHostname, this.boundPort ?? this.wantedPort(), this.config.gameOrigin);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      const url = new URL(req.url ?? '/', 'http://game.invalid');
      const picture = MEDIA_PATH.exec(url.pathname);
      if (picture && (req.method === 'GET' || req.method === 'HEAD')) return await this.servePicture(req, res, picture[1]);
      const match = SERVE_PATH.exec(url.pathname);
      if ((req.method !== 'GET' && req.method !== 'HEAD') || !match || !looksLikeUuid(match[1])) return this.plain(res, 404, 'Not found');
      const frontendId = match[1].toLowerCase();
      const ticket = verifyTicket(this.config.frameSecret, url.searchParams.get('ticket'), frontendId, Date.now());
      if (!ticket) return this.plain(res, 403, 'This game link has expired. Reload the page.');
      const page = await this.pages.page(ticket);
      if (!page) return this.plain(res, 404, 'Game frontend not found');
      res.writeHead(200, gamePageHeaders(ticket.studioOrigin));
      res.end(req.method === 'HEAD' ? undefined : page);
    } catch (error) {
      this.logger.error(error);
      if (!res.headersSent) this.plain(res, 500, 'The game page could not be built.');
      else res.end();
    }
  }

  private async servePicture(req: IncomingMessage, res: ServerResponse, hash: string): Promise<void> {
    const answer = await mediaAnswer(this.media, hash, req.headers['if-none-match']);
    if (answer.status === 404) return this.plain(res, 404, 'Not found');
    res.writeHead(answer.status, { ...answer.headers, 'Referrer-Policy': 'no-referrer', 'Cross-Origin-Resource-Policy': 'same-origin' });
    res.end(req.method === 'HEAD' ? undefined : (answer.body ?? undefined));
  }

  private plain(res: ServerResponse, status: number, text: string): void {
    res.writeHead(status, gameRefusalHeaders);
    res.end(text);
  }
}
