import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { UserInfo } from '@facet/contract';
import { startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('staff routes', () => {
  test('a buyer gets 404, as if the back office did not exist', async () => {
    const buyer = await server.newUser('buyer');
    const res = await server.get('/api/Admin/Me', { token: buyer.token });
    expect(res.status).toBe(404);
    expect(res.body.Code).toBe('NOT_FOUND');
  });

  test('an anonymous caller must log in', async () => {
    expect((await server.get('/api/Admin/Me')).status).toBe(401);
  });

  test.each(['clerk', 'admin'] as const)('a %s is let in', async (role) => {
    const staff = await server.newUser(role);
    const res = await server.get<UserInfo>('/api/Admin/Me', { token: staff.token });
    expect(res.status).toBe(200);
    expect(res.body.Data).toMatchObject({ Email: staff.email, Role: role, ToKen: staff.token });
  });
});

describe('console login', () => {
  test('a clerk logs in; a buyer gets the same answer as a wrong password', async () => {
    const clerk = await server.newUser('clerk');
    const buyer = await server.newUser('buyer');
    const ok = await server.post<UserInfo>('/api/Admin/Login', {
      Email: clerk.email,
      Password: clerk.password,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.Data.Role).toBe('clerk');
    const refused = await server.post('/api/Admin/Login', {
      Email: buyer.email,
      Password: buyer.password,
    });
    const wrong = await server.post('/api/Admin/Login', {
      Email: clerk.email,
      Password: 'Wrong9999',
    });
    expect(refused.status).toBe(409);
    // The same answer; only the request id (each answer's own) differs.
    expect({ ...refused.body, RequestId: '' }).toEqual({ ...wrong.body, RequestId: '' });
  });
});
