import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The dev server proxies the API and Socket.IO to a running server (default http://localhost:8090;
 * override with AURELIX_API_TARGET). The build lands in apps/web/dist, which the server serves.
 */
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const target = env.AURELIX_API_TARGET || 'http://localhost:8090';
  return {
    plugins: [react()],
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
              {
                name: 'react',
                test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/,
                priority: 30,
              },
              {
                name: 'antd',
                test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+)[\\/]/,
                priority: 20,
              },
              {
                name: 'data',
                test: /node_modules[\\/](@tanstack|i18next|react-i18next|socket\.io-client|engine\.io-client|zod|decimal\.js|dayjs)[\\/]/,
                priority: 10,
              },
            ],
          },
        },
      },
    },
  };
});
