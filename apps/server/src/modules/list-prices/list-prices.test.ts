import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ListPricesReport, PricedGoods } from '@facet/contract';
import { startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
let clerk: string;
let buyer: string;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  clerk = await server.clerkToken();
  buyer = (await server.newUser()).token;
  admin = (await server.newUser('admin')).token;
});
afterAll(() => server?.close());

async function upload(url: string, csv: string, token: string) {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'grid.csv');
  const response = await fetch(server.baseUrl + url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return {
    status: response.status,
    body: (await response.json()) as { Code: string; Data: unknown },
  };
}

describe('the list-price grid', () => {
  test('an admin replaces it and every stone sold by discount re-prices', async () => {
    const stone = await server.newStone({
      StockNo: 'GRID-1',
      Weight: 1,
      Color: 'G',
      Clarity: 'VS1',
      Discount: -30,
    });
    const grid = await fetch(`${server.baseUrl}/api/Admin/ListPrices/Export`, {
      headers: { authorization: `Bearer ${admin}` },
    }).then((r) => r.text());
    const lines = grid.trim().split(/\r?\n/);
    expect(lines[0]).toBe('Shape Group,Size From,Size To,Color,Clarity,Price/ct');
    // Double every list price.
    const doubled = [
      lines[0],
      ...lines.slice(1).map((line) => {
        const cells = line.split(',');
        cells[5] = (Number(cells[5]) * 2).toFixed(2);
        return cells.join(',');
      }),
    ].join('\n');
    const { status, body } = await upload('/api/Admin/ListPrices/Import', doubled, admin);
    expect(status).toBe(200);
    expect((body.Data as ListPricesReport).Rows).toBe(lines.length - 1);
    expect((body.Data as ListPricesReport).Repriced).toBeGreaterThan(0);
    const after = await server.post<PricedGoods>(
      '/api/Diamonds/Detail',
      { Id: stone.Id },
      { token: buyer },
    );
    expect(after.body.Data.ListPrice).toBe(stone.ListPrice! * 2);
    expect(after.body.Data.Price).toBeCloseTo(stone.Price * 2, 1);
  });

  test('overlapping bands are refused', async () => {
    const overlapping = [
      'Shape Group,Size From,Size To,Color,Clarity,Price/ct',
      'round,0.9,1.0,G,VS1,9000',
      'round,1.0,1.499,G,VS1,12000',
    ].join('\n');
    const response = await upload('/api/Admin/ListPrices/Import', overlapping, admin);
    expect(response.status).toBe(400);
    expect(response.body.Data).toEqual({ Fields: [{ Path: 'line 3', Message: 'Invalid value' }] });
  });

  test('a bad grid line refuses the whole grid; a clerk may not replace it', async () => {
    const bad = 'Shape Group,Size From,Size To,Color,Clarity,Price/ct\nround,1.00,1.49,G,VS1,-5\n';
    const response = await upload('/api/Admin/ListPrices/Import', bad, admin);
    expect(response.status).toBe(400);
    expect((await upload('/api/Admin/ListPrices/Import', bad, clerk)).status).toBe(404);
  });

  test('the grid is the house’s pricing: only an admin may export it', async () => {
    const asClerk = await fetch(`${server.baseUrl}/api/Admin/ListPrices/Export`, {
      headers: { authorization: `Bearer ${clerk}` },
    });
    expect(asClerk.status).toBe(404);
    expect(await asClerk.json()).toMatchObject({ Success: false, Code: 'NOT_FOUND' });
    const asAdmin = await fetch(`${server.baseUrl}/api/Admin/ListPrices/Export`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.headers.get('content-type')).toMatch(/^text\/csv/);
  });
});
