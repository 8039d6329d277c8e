import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Catch, type ArgumentsHost, type ExceptionFilter, type INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { NextFunction, Request, Response } from 'express';
import request from 'supertest';
import type { RequestWithUser } from '../../../accounts/security/current-user.js';
import type { ActiveUser } from '../../../accounts/user-directory.js';
import { toHttpError } from '../../../common/error-mapping.js';
import { FrontendCompiler } from '@tempest/frontend-compiler';
import { GetTypesController } from './get-types.controller.js';

@Catch()
class ErrorBodies implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const { status, body } = toHttpError(exception);
    host.switchToHttp().getResponse<Response>().status(status).json(body);
  }
}

const libs = [{ filePath: 'file:///node_modules/@types/react/index.d.ts', content: 'export {};' }];

describe('GET /create/vibecode/api/types/', () => {
  let app: INestApplication;

  beforeAll(async () => {
    const module = await Test.createTestingModule({
      controllers: [GetTypesController],
      providers: [{ provide: FrontendCompiler, useValue: { typesForMonaco: async () => libs } }],
    }).compile();
    app = module.createNestApplication();
    app.use((req: Request, _res: Response, next: NextFunction) => {
      if (req.headers['x-test-user']) (req as RequestWithUser).user = { userId: String(req.headers['x-test-user']) } as unknown as ActiveUser;
      next();
    });
    app.useGlobalFilters(new ErrorBodies());
    await app.init();
  });
  afterAll(() => app.close());

  it('gives signed-in users the declaration files, cacheable', async () => {
    const response = await request(app.getHttpServer()).get('/create/vibecode/api/types/').set('x-test-user', 'u1').expect(200);
    expect(response.body).toEqual({ libs });
    expect(response.headers['cache-control']).toBe('private, max-age=3600');
  });

  it('answers 401 to anyone else', async () => {
    const response = await request(app.getHttpServer()).get('/create/vibecode/api/types/').expect(401);
    expect(response.body).toMatchObject({ code: 'auth.required' });
  });
});
