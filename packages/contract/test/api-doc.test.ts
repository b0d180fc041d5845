import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { API_DOC, apiDoc, readOpenApi } from '../../../scripts/api-doc';

test('docs/api.md lists every call of the call table as it stands (regenerate: npm run openapi)', async () => {
  const committed = readFileSync(API_DOC, 'utf8');
  expect(committed).toBe(await apiDoc(committed, readOpenApi()));
  // One row a call, and no call without its summary from the server's OpenAPI document.
  expect(committed.match(/^\| `(GET|POST|PUT|DELETE) /gm)?.length).toBeGreaterThan(120);
  expect(committed).not.toMatch(/^\| `[^`]+` \|[^|]+\|[^|]+\| +\|$/m);
});
