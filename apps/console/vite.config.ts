import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Served by the Fastify server under /console/ (index.html + assets only, hence the hash router).
export default defineConfig({
  base: '/console/',
  plugins: [react()],
  server: {
    port: 5174,
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
  build: {
    outDir: 'dist',
    // antd's chunk is ~600 kB minified (~200 kB gzipped) on its own; 500 kB would warn on every build.
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        // Libraries change far less often than the console: separate chunks stay cached.
        // React first, or antd's group would take react-dom in as its dependency.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|@tanstack)[\\/]/,
              priority: 2,
            },
            {
              name: 'antd',
              test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[\w-]+)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
