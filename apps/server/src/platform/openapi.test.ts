import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import { serverRoot } from './paths';

const committed = path.resolve(serverRoot, '../../docs/openapi.json');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('OpenAPI', () => {
  test('is served from the zod schemas, with every account call', async () => {
    const spec = (await (await fetch(`${server.baseUrl}/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    };
    for (const call of [
      'GetEmailCode',
      'EmailRegister',
      'EmailLogin',
      'ResetPwd',
      'LogOut',
      'SetPersonal',
      'CancelAccount',
    ]) {
      expect(spec.paths[`/api/Relation/${call}`]?.post, call).toBeDefined();
    }
    expect(spec.paths['/api/Relation/GetPersonal']?.get).toBeDefined();
    expect(spec.paths['/api/Relation/EmailRegister']?.post?.requestBody).toBeDefined();
  });

  test('the committed docs/openapi.json is current (regenerate: npm run openapi)', async () => {
    const served = await (await fetch(`${server.baseUrl}/openapi.json`)).json();
    expect(JSON.parse(readFileSync(committed, 'utf8'))).toEqual(served);
  });

  test('the reader at /docs answers', async () => {
    const response = await fetch(`${server.baseUrl}/docs/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('/openapi.json');
  });
});
