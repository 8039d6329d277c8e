import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import express from 'express';
import cookieParser from 'cookie-parser';
import { csrfMiddleware } from './accounts/security/csrf.middleware.js';
import { requestIdMiddleware } from './common/request-id.js';
import { sessionMiddleware } from './accounts/security/session.middleware.js';
import { SessionStore } from './accounts/security/session.store.js';
import { UserDirectory } from './accounts/user-directory.js';
import { AppModule } from './app.module.js';
import { AppLogger } from './common/app-logger.js';
import { bodyParsing, hostileTextPipe, urlGuard } from './common/body-parsing.js';
import { requestBudget } from './common/request-budget.js';
import { securityHeaders } from './serve/security-headers.js';
import { serverTiming } from './common/server-timing.js';
import { validationPipe } from './common/validation.js';
import type { AppConfig } from './config.js';
import type { Infrastructure } from './infrastructure/infrastructure.js';
import { RedisIoAdapter } from './realtime/redis-io.adapter.js';
import { cleanStateText } from './play/timeline/state-text.js';

/** The routes whose bodies carry context items (attachments). */
export const ATTACHMENT_ROUTES = ['/create/api/creation/generate-game-from-prompt', '/create/agentic/stream/v2/init'];

/** A session-timeline checkpoint carries the game's whole state (at most 1,000,000 characters of JSON: docs/api-timeline.md). */
export const TIMELINE_SAVE_ROUTE = '/play/timeline/:sessionId/checkpoints/create';
export const TIMELINE_SAVE_BODY_LIMIT = '4mb';

export const createApp = async (config: AppConfig, infra: Infrastructure): Promise<NestExpressApplication> => {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.with(config, infra), {
    bodyParser: false,
    bufferLogs: true,
  });
  app.useLogger(app.get(AppLogger));
  app.disable('x-powered-by');
  app.use(requestIdMiddleware(config)); // first: every answer, a middleware's refusal too, names its request
  if (config.serverTiming) app.use(serverTiming);
  app.use(securityHeaders(config, app)); // first, so the web app's files and every refusal carry them too
  app.use(urlGuard);
  // The built web app's files first: they need no cookies, CSRF check or session lookup. Its client-side
  // routes (index.html) are served where the server has no route of its own (AllExceptionsFilter).
  if (config.webDist) app.use(express.static(config.webDist, { index: false, maxAge: '1h' }));
  app.use(cookieParser());
  app.use(csrfMiddleware(config.secureCookies));
  app.use(sessionMiddleware(app.get(SessionStore), app.get(UserDirectory)));
  // Attachments (up to 10 MB each, base64 in a data URL: docs/api-agent.md, Attachments) travel in these two
  // bodies; every other route keeps the small limit. body-parser skips a body that is already parsed.
  app.use(ATTACHMENT_ROUTES, ...bodyParsing(config.attachmentBodyLimit));
  // A save's ecs_state (up to a megabyte) is kept as the body's own text when proven clean: not parsed, not written again.
  app.use(TIMELINE_SAVE_ROUTE, ...bodyParsing(TIMELINE_SAVE_BODY_LIMIT, { name: 'ecs_state', check: cleanStateText }));
  app.use(...bodyParsing(config.bodyLimit));
  // Last before the routes: the handler's whole async work runs in the request's event-byte budget.
  app.use(requestBudget(config.eventBytesPerRequest));
  app.useGlobalPipes(hostileTextPipe, validationPipe);
  if (config.redisUrl) {
    const adapter = new RedisIoAdapter(app, config.redisUrl);
    await adapter.connect();
    app.useWebSocketAdapter(adapter);
  }
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Tempest API')
      .setDescription('Event-sourced game-creation studio. Every change is an event; reads come from projections.')
      .setVersion('0.1.0')
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs/openapi.json' });
  // The signals a process manager stops a server with; not every signal Nest knows (SIGUSR2 among them, which
  // profilers and the write-path tracer send to a running studio).
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  return app;
};
