import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ID_MAX } from '@facet/contract';
import { startTestServer, type TestServer } from '../test/harness';

/**
 * Ids are PostgreSQL integers. Every id a client can send is found in the published OpenAPI
 * document (the contract's one `Id` schema carries `maximum: 2^31 − 1`), so a new call with
 * an id is covered here without being listed.
 */
let server: TestServer;
let buyer: string;
let admin: string;
let calls: IdField[];

type Schema = {
  type?: string | string[];
  maximum?: number;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  allOf?: Schema[];
};
type Operation = {
  parameters?: { in: string; name: string; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};
/** One id of one call: where it goes and the name it has there. */
type IdField = {
  method: string;
  url: string;
  where: 'body' | 'query';
  path: string[];
  /** Whether the published schema caps it at 2^31 − 1. */
  bounded: boolean;
};
type IdPath = { path: string[]; bounded: boolean };

const isInteger = (schema: Schema) => [schema.type].flat().includes('integer');

/** The paths (through objects and arrays) of integer fields named like ids, and of `maximum`s. */
function idPaths(schema: Schema | undefined, prefix: string[] = []): IdPath[] {
  if (!schema) return [];
  const nested = [...(schema.anyOf ?? []), ...(schema.allOf ?? [])].flatMap((s) =>
    idPaths(s, prefix),
  );
  if (schema.items) nested.push(...idPaths(schema.items, [...prefix, '0']));
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const field = [...prefix, name];
    if (isInteger(property) && (/Ids?$/.test(name) || property.maximum === ID_MAX)) {
      nested.push({ path: field, bounded: property.maximum === ID_MAX });
    }
    nested.push(...idPaths(property, field));
  }
  return nested;
}

function idFieldsOf(document: { paths: Record<string, Record<string, Operation>> }): IdField[] {
  return Object.entries(document.paths).flatMap(([url, methods]) =>
    Object.entries(methods).flatMap(([method, operation]) => [
      ...(operation.parameters ?? [])
        .filter((p) => p.in === 'query')
        .flatMap((p) => idPaths({ properties: { [p.name]: p.schema } }))
        .map((id) => ({ method, url, where: 'query' as const, ...id })),
      ...idPaths(operation.requestBody?.content['application/json']?.schema).map((id) => ({
        method,
        url,
        where: 'body' as const,
        ...id,
      })),
    ]),
  );
}

/** A body (or query) holding only `value` at `path`: arrays where a segment is a number. */
function holding(path: string[], value: number): unknown {
  const [head, ...rest] = path;
  const inner = rest.length ? holding(rest, value) : value;
  return head === '0' ? [inner] : { [head!]: inner };
}

function send(field: IdField, value: number) {
  const token = field.url.startsWith('/api/Admin/') ? admin : buyer;
  if (field.where === 'query') {
    return server.call(field.method.toUpperCase(), `${field.url}?${field.path[0]}=${value}`, undefined, { token }); // prettier-ignore
  }
  return server.call(field.method.toUpperCase(), field.url, holding(field.path, value), { token });
}

beforeAll(async () => {
  server = await startTestServer();
  buyer = (await server.newUser()).token;
  admin = (await server.newUser('admin')).token;
  calls = idFieldsOf((await server.get('/openapi.json')).body as never);
});
afterAll(() => server?.close());

describe('ids beyond 32 bits', () => {
  test('the published API has the ids the operations review named, and more', () => {
    const named = calls.map((c) => `${c.url} ${c.path.join('.')}`);
    for (const expected of [
      '/api/Order/Detail OrderId',
      '/api/Order/ConfirmReceipt OrderId',
      '/api/Order/Cancel OrderId',
      '/api/Wholesaler_Address/Del Id',
      '/api/Admin/Orders/Complete OrderId',
      '/api/Admin/Orders/ReadyToShip OrderId',
      '/api/ShoppingCart/Add GoodsList.0.GoodsId',
      '/api/Im/History Before',
    ]) {
      expect(named).toContain(expected);
    }
    expect(calls.length).toBeGreaterThan(30);
  });

  test('every integer field named like an id is the contract’s one id schema', () => {
    const unbounded = calls.filter((c) => !c.bounded).map((c) => `${c.url} ${c.path.join('.')}`);
    expect(unbounded).toEqual([]);
  });

  test.each([2 ** 31, 2 ** 53])('%d is a 400 naming the field, on every call', async (value) => {
    for (const field of calls) {
      const answer = await send(field, value);
      const where = `${field.method} ${field.url} ${field.path.join('.')}`;
      expect(answer.status, where).toBe(400);
      expect(answer.body.Code, where).toBe('VALIDATION');
      const paths = (answer.body.Data as { Fields: { Path: string }[] }).Fields.map((f) => f.Path);
      expect(
        paths.some((p) => p.endsWith(field.path.join('.'))),
        `${where}: ${paths}`,
      ).toBe(true);
    }
  });
});

describe('the largest id is a well-formed id that names nothing', () => {
  test.each([
    ['/api/Order/Detail', { OrderId: ID_MAX }],
    ['/api/Order/ConfirmReceipt', { OrderId: ID_MAX }],
    ['/api/Order/Cancel', { OrderId: ID_MAX }],
    ['/api/Order/AddRemark', { OrderId: ID_MAX, Remark: 'Please hurry' }],
    ['/api/Diamonds/Detail', { Id: ID_MAX }],
    ['/api/Admin/Orders/Complete', { OrderId: ID_MAX }],
    ['/api/Admin/Orders/ReadyToShip', { OrderId: ID_MAX }],
    ['/api/Admin/Inventory/Record', { Id: ID_MAX }],
  ])('%s answers 404', async (url, body) => {
    const token = url.startsWith('/api/Admin/') ? admin : buyer;
    const answer = await server.post(url, body, { token });
    expect(answer.status).toBe(404);
    expect(answer.body.Code).toBe('NOT_FOUND');
  });

  test('deleting an address that does not exist answers 404', async () => {
    const answer = await server.call(
      'DELETE',
      '/api/Wholesaler_Address/Del',
      { Id: ID_MAX },
      {
        token: buyer,
      },
    );
    expect(answer.status).toBe(404);
  });

  test('a cart line for goods that do not exist is refused, not a 500', async () => {
    const answer = await server.call(
      'PUT',
      '/api/ShoppingCart/Add',
      {
        GoodsList: [{ GoodsId: ID_MAX }],
      },
      { token: buyer },
    );
    expect(answer.status).toBeLessThan(500);
    expect(answer.body.Success).toBe(false);
  });
});
