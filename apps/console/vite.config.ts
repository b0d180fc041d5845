import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Served by the Fastify server under /console/ (index.html + assets only, hence the hash router).
export default defineConfig({
  base: '/console/',
  plugins: [react()],
  server: {
    port: 5174,
    // Signed vouchers and stone pictures come from the server too.
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/files': 'http://127.0.0.1:8080',
      '/media': 'http://127.0.0.1:8080',
      // The chat's WebSocket.
      '/im': { target: 'ws://127.0.0.1:8080', ws: true },
    },
  },
  build: {
    outDir: 'dist',
    // antd's chunk, with the table, form and upload the inventory uses, is ~960 kB minified
    // (~300 kB gzipped), cached across releases; a back office on desktops can afford it.
    chunkSizeWarningLimit: 1100,
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
            // The date pickers (and dayjs under them) only the dashboard's period uses: they
            // stay in that lazy chunk, out of the first load.
            {
              name: 'antd',
              test: /node_modules[\\/](?!antd[\\/]es[\\/](date-picker|calendar|time-picker)[\\/]|@rc-component[\\/]picker[\\/])(antd|@ant-design|@rc-component|rc-[\w-]+)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
