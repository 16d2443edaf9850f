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
              // The first paint needs React, the router, the query cache, i18n and zod (the API's
              // schemas). They change far less often than the app, so they sit in two files of
              // their own that stay cached across deploys, and the entry chunk holds the app's
              // shell (issue 30). antd is not among them: it loads with the routes
              // (app/antd-root.tsx, app/layout/shell-rich.tsx). Route code stays split.
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 4 },
              { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 3 },
              // The rest of the first paint (the shell, the API client, the shared schemas) in the
              // entry chunk rather than a dozen small files: one request, not twelve.
              { name: 'boot', tags: ['$initial'], priority: 2 },
              // The antd core most routes use (at least 30 of the route chunks: config provider,
              // style engine, buttons, popups, tables) in one file fetched beside the first route:
              // split by rolldown's defaults it was some forty files of 1-20 KB, and forty requests
              // to a busy server took seconds where one takes a round trip. Parts few routes use
              // (date pickers, upload, steps) and the locale packs stay with their routes.
              {
                name: 'antd',
                test: (id) => /node_modules[\\/](antd|@ant-design|@rc-component|@babel[\\/]runtime|stylis|@emotion)[\\/]/.test(id) && !/[\\/]locale[\\/]/.test(id),
                priority: 1,
                minShareCount: 30,
              },
              // The app's own modules shared by several routes (formatting, the socket, coin icons)
              // in one file rather than one each.
              { name: 'shared', test: /src[\\/](lib|components|i18n|styles)[\\/]/, minShareCount: 2, priority: 0 },
            ],
          },
        },
      },
    },
  };
});
