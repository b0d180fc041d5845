import { afterAll, beforeAll, expect, test } from 'vitest';
import { CALLS, type CallName } from '@facet/contract';
import { startTestServer, type TestServer } from '../test/harness';

// The contract's call table is what the apps type their calls from and what docs/api.md lists.
// A route registered from it (call-routes.ts) takes its method, path and schemas from it; what
// is left to check is that no /api/ route is written by hand and that every call is answered.

/** Routes that are not calls of the envelope: probes, and the backup's dump for the CLI. */
const OUTSIDE_THE_TABLE = ['/api/health', '/api/health/ready', '/api/Admin/Backup/Database'];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

test('every /api/ route is a call of the contract’s table, registered from it', () => {
  expect(server.app.apiRoutes.length).toBeGreaterThan(120);
  const byHand = server.app.apiRoutes
    .filter((route) => route.call === undefined && !OUTSIDE_THE_TABLE.includes(route.url))
    .map((route) => `${route.method} ${route.url}`);
  expect(byHand).toEqual([]);
});

test('every call of the table is answered', () => {
  const answered = new Set(server.app.apiRoutes.map((route) => route.call));
  const missing = (Object.keys(CALLS) as CallName[]).filter((name) => !answered.has(name));
  expect(missing).toEqual([]);
});
