import { afterAll, beforeAll, expect, test } from 'vitest';
import { CALLS, type CallName, type CallSpec } from '@facet/contract';
import { startTestServer, type TestServer } from '../test/harness';

// The contract's call table is what the apps type their calls from and what docs/api.md lists:
// every /api/ route must be one of its calls, with its method and the very schemas the table
// names (the same objects, not look-alikes), and every call of the table must be a route.

/** Routes that are not calls of the envelope: probes, and the backup's dump for the CLI. */
const OUTSIDE_THE_TABLE = ['health', 'health/ready', 'Admin/Backup/Database'];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** A route's path as the table names it: `/api/:product(^[A-Za-z]+)_Address/List` → `{product}_Address/List`. */
const nameOf = (url: string) =>
  url.slice('/api/'.length).replace(/^:product\([^)]*\)/, '{product}');

type Shaped = { shape?: { Data?: unknown } };

test('every /api/ route is a call of the contract’s table, with its method and schemas', () => {
  const routes = server.app.apiRoutes.filter(
    (route) => !OUTSIDE_THE_TABLE.includes(nameOf(route.url)),
  );
  expect(routes.length).toBeGreaterThan(120);
  const problems: string[] = [];
  for (const route of routes) {
    const name = nameOf(route.url);
    const spec = (CALLS as Record<string, CallSpec>)[name];
    if (!spec) {
      problems.push(`${route.method} ${name}: not in the table`);
      continue;
    }
    const schema = (route.schema ?? {}) as {
      body?: unknown;
      querystring?: unknown;
      response?: Record<string, unknown>;
    };
    if (route.method !== spec.method) problems.push(`${name}: ${route.method}, the table says ${spec.method}`); // prettier-ignore
    if (schema.body !== spec.body) problems.push(`${name}: its body is not the table's`);
    if (schema.querystring !== spec.query) problems.push(`${name}: its query is not the table's`);
    const answer = (schema.response?.[200] as Shaped | undefined)?.shape?.Data;
    if (spec.kind === 'download') {
      if (answer !== undefined) problems.push(`${name}: a download that answers the envelope`);
    } else if (answer !== spec.data) {
      problems.push(`${name}: its answer is not the table's`);
    }
  }
  expect(problems).toEqual([]);
});

test('every call of the table is answered', () => {
  const routes = new Set(server.app.apiRoutes.map((route) => nameOf(route.url)));
  const missing = (Object.keys(CALLS) as CallName[]).filter((name) => !routes.has(name));
  expect(missing).toEqual([]);
});
