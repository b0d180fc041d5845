import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.e2e.ts'],
    // A journey is one test of many steps: the longest take 50 s alone on a two-core machine,
    // longer beside another.
    testTimeout: 120_000,
    hookTimeout: 60_000,
    // Two journeys at a time. Each file runs a server and a browser, and a journey spends most
    // of its time waiting on them, about half a core busy: on a two-core machine, one at a time
    // took 25 minutes in CI and two at once take 8–9, the cores still not full (115%). With 31
    // journeys, two at once took 18–23 minutes (2026-12-02); three at once on the slower of those
    // machines loaded it past its cores (load average 12) and two journeys ran out of time.
    fileParallelism: true,
    maxWorkers: 2,
    // A poll waits for what the page is about to show (counts arriving, a badge, a list): on a
    // loaded two-core machine that can pass vitest's default second, which failed journeys
    // whose pages were right a moment later. Ten seconds, as Playwright's own waits allow more.
    expect: { poll: { timeout: 10_000 } },
  },
});
