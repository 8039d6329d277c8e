import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';

// The API (apps/api) listens here during development; in production it serves dist/ itself.
const apiTarget = 'http://localhost:3000';

// Resolve paths from this file, not from the caller's working directory.
const root = decodeURIComponent(new URL('.', import.meta.url).pathname);

// Server routes outside /api keep the paths the studio's clients already use (sign-in, games, static images).
const SERVER_PATHS = [
  '/api',
  '/health',
  '/login-auth',
  '/create-and-verify',
  '/send-verification-otp',
  '/verify-email-otp',
  '/reset-password-request',
  '/reset-password-confirm',
  '/google-auth',
  '/logout',
  '/get-user-games',
  '/create/delete-game',
  '/create/update-game-details',
  '/create/fetch-game-card',
  '/create/vibecode',
  '/create/api/creation',
  '/create/agentic',
  '/create/mechanic',
  '/create/entities',
  '/create/components',
  '/create/versioning',
  '/create/checkpoint',
  // The play API only: /play/{gameId}/ itself is a page of this app.
  '/play/start-game',
  '/play/game-action',
  '/play/game/',
  '/static',
];

const proxy: Record<string, ProxyOptions> = {
  ...Object.fromEntries(SERVER_PATHS.map((path) => [path, { target: apiTarget, changeOrigin: true }])),
  '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
};

export default defineConfig({
  root,
  plugins: [react()],
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
