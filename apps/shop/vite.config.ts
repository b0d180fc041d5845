import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import pkg from './package.json' with { type: 'json' };

const api = 'http://127.0.0.1:8080';

export default defineConfig({
  base: '/',
  plugins: [react()],
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
  },
  build: {
    outDir: 'dist',
    rolldownOptions: {
      output: {
        // What every first screen needs, in one chunk: split across the many pages that share
        // it, the bundler would cut it into small shared chunks that compress worse and cost a
        // request each (about 4 KB gzipped more on the first load).
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/]|i18next|react-i18next|use-sync-external-store)/,
              priority: 2,
            },
            // The app's own small modules that the entry and most pages share: left alone, each
            // becomes a chunk of its own that every first screen fetches (about 1 KB gzipped more).
            {
              name: 'shell',
              test: /src[\\/](app[\\/](paths|local-cache|lazy-page|catalogue)|i18n[\\/]i18n|session[\\/]session|api[\\/](http|client|query-keys)|components[\\/]toast)\.tsx?$/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': api,
      '/files': api,
      '/media': api,
      // The chat WebSocket (`/im?ImUserId=…`), and not whatever else begins with "/im".
      '^/im(\\?|$)': { target: api, ws: true },
    },
  },
});
