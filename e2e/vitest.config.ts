import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two journeys at a time. Each file runs a server and a browser, and a journey spends most
    // of its time waiting on them, about half a core busy: on a two-core machine, one at a time
    // took 25 minutes in CI and two at once take 8, the cores still not full (115%).
    fileParallelism: true,
    maxWorkers: 2,
  },
});
