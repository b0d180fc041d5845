import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One journey at a time: each file runs a server and a browser on a two-core machine.
    fileParallelism: false,
  },
});
