import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './vite-plugins/precompress';
import { serviceWorker } from './vite-plugins/pwa';

/**
 * The dev server proxies the API and Socket.IO to a running server (default http://localhost:8090;
 * override with AURELIX_API_TARGET). The build lands in apps/web/dist, which the server serves.
 */
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const target = env.AURELIX_API_TARGET || 'http://localhost:8090';
  return {
    plugins: [react(), serviceWorker(), precompress()],
    server: {
      proxy: {
        '/api': { target, changeOrigin: true },
        '/socket.io': { target, changeOrigin: true, ws: true },
      },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      chunkSizeWarningLimit: 900,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // What every page needs before its first paint (React, router, query, i18n, the
              // layout's antd parts, the API client) in one file instead of dozens: a cold visit
              // pays one request's headers and round trip, not forty. Route code stays split.
              { name: 'boot', tags: ['$initial'] },
            ],
          },
        },
      },
    },
  };
});
