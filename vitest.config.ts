import { configDefaults, defineConfig } from 'vitest/config';

// The unit projects share one module graph per worker (`isolate: false`): an isolated file
// starts a process of its own, a second of start-up each for tests of a few milliseconds (the
// shop's 60 files took 73 s, 19 s shared). Their modules hold no state a test leaves behind,
// but for the shop's page texts, whose first load is what its test looks at: that file keeps a
// process of its own (project shop-first-load).
const SHOP_FIRST_LOAD = ['src/i18n/page-texts.dom.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contract',
          isolate: false,
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
          isolate: false,
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
          isolate: false,
          root: './apps/console',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          setupFiles: ['./test/setup.ts'],
        },
      },
      {
        test: {
          name: 'shop',
          isolate: false,
          root: './apps/shop',
          // The build's own rules (page-chunks.ts) beside the app's.
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', '*.test.ts'],
          exclude: [...configDefaults.exclude, ...SHOP_FIRST_LOAD],
          setupFiles: ['./test/setup.ts'],
        },
      },
      {
        test: {
          name: 'shop-first-load',
          root: './apps/shop',
          include: SHOP_FIRST_LOAD,
          setupFiles: ['./test/setup.ts'],
        },
      },
    ],
  },
});
