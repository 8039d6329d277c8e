import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { API_ROUTE_PREFIXES, isApiPath } from '@tempest/contracts';
import { startTestApp, type TestApp } from '../support/test-app.js';

type Layer = { route?: { path: string | string[]; methods: Record<string, boolean> } };

/**
 * The web app's dev server proxies the contract's route prefixes to the API (apps/web/vite.config.ts). A
 * route under no prefix would work when the API serves the built app and 404 in development, as happened
 * once: so every route of every controller must be under one.
 */
describe('the API route prefixes of the shared contract', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(null);
  });
  afterAll(async () => {
    await app?.close();
  });

  // Every route registered on the HTTP server, but the catch-all that answers unknown paths with a JSON 404.
  const routes = () => {
    const stack = (app.app.getHttpAdapter().getInstance() as { router: { stack: Layer[] } }).router.stack;
    return stack
      .flatMap(({ route }) => (route ? [route.path].flat().map((path) => `${Object.keys(route.methods).join(',').toUpperCase()} ${path}`) : []))
      .filter((route) => !route.endsWith(' {/*splat}'));
  };

  it('cover every route of every controller', () => {
    const all = routes();
    expect(all.length).toBeGreaterThan(100);
    expect(all.filter((route) => !isApiPath(route.split(' ')[1]))).toEqual([]);
  });

  it('name no prefix that no route uses', () => {
    const paths = routes().map((route) => route.split(' ')[1]);
    expect(API_ROUTE_PREFIXES.filter((prefix) => !paths.some((path) => path.startsWith(prefix)))).toEqual([]);
  });
});
