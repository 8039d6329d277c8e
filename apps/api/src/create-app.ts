import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import express, { type NextFunction, type Request, type Response } from 'express';
import cookieParser from 'cookie-parser';
import { csrfMiddleware } from './accounts/security/csrf.middleware.js';
import { sessionMiddleware } from './accounts/security/session.middleware.js';
import { SessionStore } from './accounts/security/session.store.js';
import { UserDirectory } from './accounts/user-directory.js';
import { AppModule } from './app.module.js';
import { AppLogger } from './common/app-logger.js';
import { bodyParsing } from './common/body-parsing.js';
import { validationPipe } from './common/validation.js';
import type { AppConfig } from './config.js';
import type { Infrastructure } from './infrastructure/infrastructure.js';
import { RedisIoAdapter } from './realtime/redis-io.adapter.js';

const API_PREFIXES = ['/api', '/health', '/socket.io'];

/** Serves the built web app; any other GET that wants HTML gets index.html (client-side routes). */
const serveWeb = (app: NestExpressApplication, webDist: string) => {
  const index = join(webDist, 'index.html');
  if (!existsSync(index)) return false;
  app.use(express.static(webDist, { index: false, maxAge: '1h' }));
  app.use((req: Request, res: Response, next: NextFunction) => {
    const isApi = API_PREFIXES.some((p) => req.path === p || req.path.startsWith(`${p}/`));
    if (req.method !== 'GET' || isApi || !req.accepts('html')) return next();
    res.sendFile(index);
  });
  return true;
};

export const createApp = async (config: AppConfig, infra: Infrastructure): Promise<NestExpressApplication> => {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.with(config, infra), {
    bodyParser: false,
    bufferLogs: true,
  });
  app.useLogger(app.get(AppLogger));
  app.disable('x-powered-by');
  app.use(cookieParser());
  app.use(csrfMiddleware(config.secureCookies));
  app.use(sessionMiddleware(app.get(SessionStore), app.get(UserDirectory)));
  app.use(...bodyParsing(config.bodyLimit));
  app.useGlobalPipes(validationPipe);
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
  if (config.webDist) serveWeb(app, config.webDist);
  app.enableShutdownHooks();
  return app;
};
