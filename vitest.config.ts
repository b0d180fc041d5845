import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          setupFiles: ['./test/setup.ts'],
          // The property tests run thousands of cases: about 2 s on a quiet two-core machine,
          // past vitest's 5 s default while another suite shares it.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'web-client',
          root: './packages/web-client',
          include: ['test/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          setupFiles: ['./test/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file gets its own database; two workers suit this two-core machine. A group of
          // its own, after the quick unit projects, as vitest requires for a different pool size.
          maxWorkers: 2,
          // Files share a worker's module graph: importing the whole server (Fastify, sharp,
          // argon2…) once per worker instead of once per file. Every file still builds its own
          // server and database, so nothing a test can change is shared.
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        // Real processes killed and restarted: Facet, PostgreSQL and Redis servers of the
        // suite's own. Needs the built server (`npm run test:chaos` builds it); one file at a
        // time, since the files measure how fast things fail and recover.
        test: {
          name: 'chaos',
          root: './apps/server',
          include: ['src/chaos/**/*.chaos.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          maxWorkers: 1,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
      {
        test: {
          name: 'console',
          root: './apps/console',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          setupFiles: ['./test/setup.ts'],
        },
      },
      {
        test: {
          name: 'shop',
          root: './apps/shop',
          // The build's own rules (page-chunks.ts) beside the app's.
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', '*.test.ts'],
          setupFiles: ['./test/setup.ts'],
        },
      },
    ],
  },
});
