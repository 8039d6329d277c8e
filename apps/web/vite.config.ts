import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { PROXIED_PREFIXES, SOCKET_PATH } from '../../libs/contracts/src/routes';

// The API (apps/api) listens here during development; in production it serves dist/ itself.
const apiTarget = 'http://localhost:3000';

// Resolve paths from this file, not from the caller's working directory.
const root = decodeURIComponent(new URL('.', import.meta.url).pathname);

// Every route prefix of the API, from the shared contract (an API test checks every controller's routes are
// under one of them), and socket.io.
const proxy: Record<string, ProxyOptions> = {
  ...Object.fromEntries(PROXIED_PREFIXES.map((path) => [path, { target: apiTarget, changeOrigin: true }])),
  // The API refuses a socket.io handshake from another origin (apps/api/src/realtime/socket-access.ts): the
  // dev server stands in for the studio, so its proxy presents the API's own origin.
  [SOCKET_PATH]: { target: apiTarget, changeOrigin: true, ws: true, headers: { origin: apiTarget } },
};

export default defineConfig({
  root,
  plugins: [react()],
  // The contract is TypeScript source shared with the API; the bundler takes it as it is.
  resolve: { alias: { '@tempest/contracts': `${root}../../libs/contracts/src/index.ts` } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Vendor code changes far less often than ours; separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'mantine', test: /node_modules[\\/](@mantine|@floating-ui|@tabler)[\\/]/ },
            { name: 'data', test: /node_modules[\\/](@reduxjs|react-redux|redux|immer|reselect|socket\.io|engine\.io)/ },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy },
  preview: { proxy },
});
