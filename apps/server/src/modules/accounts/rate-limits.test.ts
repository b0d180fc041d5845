import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';

// The product defaults (20 codes per IP per hour, lock after 10 failed logins), not the
// raised limits the other test files run with.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { RATE_CODE_PER_IP_HOUR: '20' } });
});
afterAll(() => server.close());

describe('login lock', () => {
  test('is per account: another account from the same IP still logs in', async () => {
    const victim = await server.newUser();
    const other = await server.newUser();
    for (let i = 0; i < 10; i++) {
      await server.post('/api/Relation/EmailLogin', { Email: victim.email, Password: 'Guess0000' });
    }
    const locked = await server.post('/api/Relation/EmailLogin', {
      Email: victim.email,
      Password: victim.password,
    });
    expect(locked.body.Code).toBe('LOGIN_LOCKED');
    const fine = await server.post('/api/Relation/EmailLogin', {
      Email: other.email,
      Password: other.password,
    });
    expect(fine.status).toBe(200);
  });

  test('unknown addresses lock the same way, so a lock reveals nothing', async () => {
    const ghost = server.uniqueEmail('ghost');
    for (let i = 0; i < 10; i++) {
      await server.post('/api/Relation/EmailLogin', { Email: ghost, Password: 'Guess0000' });
    }
    const res = await server.post('/api/Relation/EmailLogin', {
      Email: ghost,
      Password: 'Guess0000',
    });
    expect(res.body.Code).toBe('LOGIN_LOCKED');
  });

  test('a password reset lifts the lock', async () => {
    const user = await server.newUser();
    for (let i = 0; i < 10; i++) {
      await server.post('/api/Relation/EmailLogin', { Email: user.email, Password: 'Guess0000' });
    }
    const code = await server.requestCode(user.email, 'reset');
    await server.post('/api/Relation/ResetPwd', {
      Email: user.email,
      Code: code,
      Password: 'Fresh2024',
    });
    const res = await server.post('/api/Relation/EmailLogin', {
      Email: user.email,
      Password: 'Fresh2024',
    });
    expect(res.status).toBe(200);
  });
});

describe('code limits', () => {
  // A server of its own: the allowance of 127.0.0.1 must be untouched when the test starts.
  let fresh: TestServer;
  beforeAll(async () => {
    fresh = await startTestServer({ env: { RATE_CODE_PER_IP_HOUR: '20' } });
  });
  afterAll(() => fresh.close());

  test('an IP may ask for 20 codes an hour, whatever the addresses', async () => {
    for (let i = 0; i < 20; i++) {
      const res = await fresh.post('/api/Relation/GetEmailCode', {
        Email: fresh.uniqueEmail(),
        Purpose: 'register',
      });
      expect(res.status).toBe(200);
    }
    const res = await fresh.post(
      '/api/Relation/GetEmailCode',
      { Email: fresh.uniqueEmail(), Purpose: 'register' },
      { locale: 'zh-CN' },
    );
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ Code: 'RATE_LIMITED', Message: '请求过于频繁，请稍后再试' });
  });
});
