import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import {
  codeAfterFirstPaint,
  featureIndexes,
  inlineFavicon,
  inlineFirstScreenStyles,
  minifyInlineScripts,
} from './vite-plugins';

/**
 * A jeweller's storefront, `/store/<slug>` (docs/cloud-store.md): its page (store.html) and code
 * built on their own, after the shop, into the same `dist/`. Its own build, so that none of the
 * shop's code comes with it: shared chunks would carry what the shop's pages need of a module
 * (zod schemas with a constant, the router, antd-mobile) to a customer who needs none of it.
 */
export default defineConfig({
  base: '/',
  plugins: [
    react(),
    featureIndexes(),
    inlineFirstScreenStyles(),
    inlineFavicon(),
    codeAfterFirstPaint(),
    // After the plugin above has written its script into the page.
    minifyInlineScripts(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    rolldownOptions: {
      input: { store: 'store.html' },
      output: {
        // React, the query cache and the texts' library: one chunk, which a new version of the
        // storefront's own code leaves in the customer's cache.
        codeSplitting: {
          groups: [
            {
              name: 'store-framework',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/][^\\/]+|i18next|react-i18next|use-sync-external-store)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
